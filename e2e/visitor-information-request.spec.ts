import { expect, expectAccessible, test } from './fixtures';

test('a visitor sends an information request, picking the birth date in the calendar', async ({
  page,
}) => {
  await page.goto('/inscription/carte/1/102');
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();
  await page.getByRole('button', { name: "Demande d'information" }).click();
  const dialog = page.getByRole('dialog', { name: "Demande d'information" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  const send = dialog.getByRole('button', { name: 'Envoyer' });
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps it focusable: a keyboard attempt lists what is missing.
  await send.press('Enter');
  const summary = dialog.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(5);
  await expectAccessible(page);

  await dialog.getByLabel('Prénom').pressSequentially('jean-pierre');
  await expect(dialog.getByLabel('Prénom')).toHaveValue('Jean-Pierre');
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Dupont');

  const calendarButton = dialog.getByRole('button', { name: /Ouvrir le calendrier/ });
  await calendarButton.click();
  const calendar = dialog.getByRole('dialog', { name: /Calendrier/ });
  await expect(calendar).toBeVisible();
  await expectAccessible(page);
  // Escape closes the calendar only, and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(calendarButton).toBeFocused();

  await calendarButton.click();
  await calendar.getByRole('combobox', { name: "Choisir l'année" }).selectOption('1990');
  await calendar.getByRole('combobox', { name: 'Choisir le mois' }).selectOption({ label: 'mars' });
  await calendar.getByRole('button', { name: /samedi 24 mars 1990/ }).click();
  await expect(dialog.getByRole('textbox', { name: 'Date de naissance' })).toHaveValue(
    '24/03/1990',
  );

  await dialog.getByLabel('Email').fill('jp.dupont@exemple.fr');
  await dialog.getByLabel('Numéro de téléphone portable').pressSequentially('0612345678');
  await expect(dialog.getByLabel('Numéro de téléphone portable')).toHaveValue('06.12.34.56.78');
  await dialog.getByLabel('Question éventuelle').fill('Peut-on faire une séance d’essai ?');
  await expect(send).toHaveAttribute('aria-disabled', 'false');

  const request = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().endsWith('/public/information-demand'),
  );
  await send.click();
  expect((await request).postDataJSON()).toEqual({
    firstName: 'Jean-Pierre',
    lastName: 'Dupont',
    birthDate: '1990-03-24',
    mailAdress: 'jp.dupont@exemple.fr',
    phoneNumber: '0612345678',
    question: 'Peut-on faire une séance d’essai ?',
    club: { id: 1 },
    activities: [{ id: 102 }],
  });
  const toast = page.getByRole('status').filter({ hasText: "Demande d'information envoyée" });
  await expect(toast).toContainText('Succès');
  await expect(dialog).toBeHidden();
  await expectAccessible(page);
});
