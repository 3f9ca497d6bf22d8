import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('changing the account e-mail checks both addresses and warns about an existing account', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const opener = page.getByRole('button', { name: /Profil actif/ });
  await opener.click();
  await page.getByRole('button', { name: "Changer l'email de mon compte" }).click();

  const dialog = page.getByRole('dialog', { name: "Changer l'email de mon compte" });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText("L'adresse de connexion à l'application Adhérons changera également."),
  ).toBeVisible();
  const first = dialog.getByLabel('Nouvelle adresse email', { exact: true });
  const second = dialog.getByLabel('Répétez la nouvelle adresse email');
  const submit = dialog.getByRole('button', { name: 'Valider' });

  await first.fill('claire.martin@exemple.fr');
  await second.fill('claire.martin@exemple.fx');
  await expect(dialog.getByRole('alert')).toHaveText('Les adresses ne correspondent pas');
  await expect(submit).toBeDisabled();

  await first.fill(family.email);
  await second.fill(family.email);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Vous avez entré votre adresse email actuelle. Opération impossible.',
  );
  await expectAccessible(page);

  await first.fill('jeanne.petit@exemple.fr');
  await second.fill('jeanne.petit@exemple.fr');
  await submit.click();
  await expect(dialog.getByText(/appartient déjà à un compte/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Je confirme' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Retour' }).click();
  await expect(first).toHaveValue('jeanne.petit@exemple.fr');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
