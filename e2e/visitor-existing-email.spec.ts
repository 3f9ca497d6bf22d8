import { expect, family, test } from './fixtures';

test('a visitor whose e-mail already has an account is told to sign in, and nothing is sent', async ({
  page,
}) => {
  const registrations: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && /\/(register-event|payment-link)$/.test(path)) {
      registrations.push(request.url());
    }
  });
  await page.goto('/inscription/carte/1/109');
  await page.getByRole('button', { name: /^Inscription – Parcours découverte/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Inscription – Parcours découverte/ });
  await dialog.getByRole('button', { name: "Je n'ai pas de compte" }).click();
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await dialog.getByLabel('Prénom').fill('Claire');
  await dialog.getByRole('textbox', { name: 'Date de naissance' }).fill('12/03/1984');
  await dialog.getByRole('radio', { name: 'Femme' }).check();
  await dialog.getByLabel('Email').fill(family.email);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();

  const toast = page.getByRole('alert').filter({
    hasText: 'Cette adresse email est déjà utilisée, veuillez vous connecter.',
  });
  await expect(toast).toContainText('Erreur');
  await expect(dialog).toBeVisible();
  expect(registrations).toEqual([]);
});
