import { expect, expectAccessible, test } from './fixtures';

test('a visitor without an account registers for a free event category', async ({ page }) => {
  await page.goto('/inscription/carte/1/109');
  await expect(page.getByRole('heading', { level: 1, name: 'Course des Lumières' })).toBeVisible();
  await page.getByRole('button', { name: /^Inscription – Parcours découverte/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Inscription – Parcours découverte/ });
  await expect(dialog.getByRole('button', { name: "J'ai un compte" })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: "Je n'ai pas de compte" }).click();
  const send = dialog.getByRole('button', { name: 'Envoyer' });
  await expect(send).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled keeps it focusable: a keyboard attempt lists what is missing.
  await send.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('Choisissez un sexe');
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await dialog.getByLabel('Prénom').pressSequentially('léa');
  await dialog.getByRole('textbox', { name: 'Date de naissance' }).pressSequentially('05061992');
  await expect(dialog.getByRole('textbox', { name: 'Date de naissance' })).toHaveValue(
    '05/06/1992',
  );
  await dialog.getByRole('radio', { name: 'Femme' }).check();
  await dialog.getByLabel('Email').fill('lea.durand@exemple.fr');
  await dialog.getByLabel('Téléphone portable').pressSequentially('0700112233');
  await dialog.getByRole('checkbox', { name: /informations du club/ }).check();
  await expect(send).toHaveAttribute('aria-disabled', 'false');

  const registration = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().includes('/register-event?'),
  );
  await send.click();
  const sent = await registration;
  expect(new URL(sent.url()).searchParams.get('categoryId')).toBe('1091');
  expect(sent.postDataJSON()).toEqual([
    expect.objectContaining({ firstname: 'Léa', lastname: 'Durand', agreementInfoClub: true }),
  ]);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "Votre demande d'inscription a été effectuée avec succès." }),
  ).toContainText('Demande envoyée !');
  await expect(dialog).toBeHidden();
});
