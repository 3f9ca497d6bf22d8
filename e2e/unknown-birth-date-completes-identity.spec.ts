import { expect, expectAccessible, signIn, test, unknownBirthDate } from './fixtures';

test('a profile without birth date completes its identity and goes on to its home', async ({
  page,
}) => {
  await signIn(page, unknownBirthDate);
  await expect(page).toHaveURL(/\/profile\/\d+\/mes_info$/);
  await expect(page.getByRole('status').filter({ hasText: 'Merci de compléter' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Sauvegarder' });
  await expect(save).toBeDisabled();

  // Her gender is known (and stays editable: she holds no membership); the birth date is not.
  await expect(page.getByRole('radio', { name: 'Femme' })).toBeChecked();
  await page.getByRole('textbox', { name: /^Adresse/ }).fill('3 place Bellecour');
  await page.getByRole('textbox', { name: /Code postal/ }).fill('69002');
  await page.getByRole('textbox', { name: /^Ville/ }).fill('Lyon');
  await page.getByRole('textbox', { name: /Téléphone mobile/ }).fill('0622334455');
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /Date de naissance/ }).fill('21/09/2099');
  await expect(page.getByText('La date de naissance doit être passée')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: /Date de naissance/ }).fill('21/09/1990');
  await expect(save).toBeEnabled();
  await expectAccessible(page);

  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Données mises à jour' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
