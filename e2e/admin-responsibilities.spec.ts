import { clubBox, openRouxAccountAsFederationAdmin, pickClub } from './admin-journey';
import { expect, expectAccessible, federationAdmin, signIn, test } from './fixtures';

test('a federation admin opens an account and adds, edits and deletes a responsibility through the cascades', async ({
  page,
}) => {
  await openRouxAccountAsFederationAdmin(page);
  await expect(page.getByText('Titulaire du compte')).toBeVisible();
  await expectAccessible(page);

  // Add a section-level responsibility: level, region, club, then section.
  await page.getByRole('button', { name: 'Ajouter une responsabilité' }).click();
  const dialog = page.getByRole('dialog', { name: "Nouvelle responsabilité d'Isabelle Roux" });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Sauvegarder' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Niveau de droit').selectOption({ label: 'Administrateur de section' });
  await expect(dialog.getByText(/^Administrateur de section : une section/)).toBeVisible();
  // Nothing the administrator did not choose (issue 34): region and club start empty.
  await expect(dialog.getByLabel('Région')).toHaveValue('');
  await expect(clubBox(dialog)).toHaveValue('');
  await dialog.getByLabel('Région').selectOption({ label: 'Auvergne-Rhône-Alpes' });
  await pickClub(dialog, 'amsf lyon', 'AMSF Lyon');
  const section = dialog.getByLabel('Section');
  // Natation is already hers: disabled.
  await expect(section.getByRole('option', { name: 'Natation' })).toBeDisabled();
  await section.selectOption({ label: 'Yoga' });
  await dialog.getByLabel('Fonction opérationnelle').selectOption({ label: 'Entraîneur' });
  await expectAccessible(page);
  // The backdrop does not close it; Sauvegarder does.
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await save.click();
  await expect(page.getByText('Utilisateur mis à jour')).toBeVisible();
  const table = page.getByRole('table', { name: "Responsabilités d'Isabelle Roux" });
  await expect(table.getByText('Section du club (Yoga, AMSF Lyon)')).toBeVisible();

  // Edit it: the region cascade clears club and section.
  await table
    .getByRole('button', { name: 'Modifier la responsabilité Administrateur de section (Yoga)' })
    .click();
  const edit = page.getByRole('dialog', { name: "Édition responsabilité d'Isabelle Roux" });
  await expect(edit.getByLabel('Section')).toHaveValue(/\d+/);
  await edit.getByLabel('Région').selectOption({ label: "Provence-Alpes-Côte d'Azur" });
  await expect(clubBox(edit)).toHaveValue('');
  await expect(edit.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();
  await pickClub(edit, 'marseille', 'AMSF Marseille');
  await edit.getByLabel('Section').selectOption({ index: 1 });
  await edit.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(table.getByText(/Section du club/)).toHaveCount(2);

  // Delete it after the confirmation.
  await table
    .getByRole('button', { name: /Modifier la responsabilité Administrateur de section/ })
    .last()
    .click();
  await page
    .getByRole('dialog', { name: "Édition responsabilité d'Isabelle Roux" })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer la responsabilité' });
  await expect(
    confirm.getByText('Êtes-vous sûr de vouloir supprimer cette responsabilité ?'),
  ).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Responsabilité supprimée')).toBeVisible();
  await expect(table.getByText(/Section du club/)).toHaveCount(1);
});

test('a federation admin sets the holder and dissociates a profile', async ({ page }) => {
  await signIn(page, federationAdmin);
  await page.goto('/profile/401/users/home/famille.roux%40exemple.fr');
  await page.getByRole('button', { name: 'Dissocier Hugo Roux' }).click();
  const warning = page.getByRole('dialog', { name: 'Dissocier le profil' });
  await expect(warning.getByText(/adresse sans courriel/)).toBeVisible();
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'Dissocier' }).click();
  await expect(page.getByText('Profil dissocié')).toBeVisible();
  await expect(page.getByText('Hugo Roux')).toHaveCount(0);

  await page.getByRole('button', { name: 'Définir Léa Roux comme titulaire' }).click();
  const question = page.getByRole('dialog', { name: 'Définir comme titulaire' });
  await question.getByRole('button', { name: 'Définir comme titulaire' }).click();
  await expect(page.getByText('Nouveau titulaire défini')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Définir Isabelle Roux comme titulaire' }),
  ).toBeVisible();
});
