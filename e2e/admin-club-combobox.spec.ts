import { clubBox, openRouxAccountAsFederationAdmin } from './admin-journey';
import { expect, expectAccessible, test } from './fixtures';
import { expectDialogFits, resize } from './layout-check';

test('a federation admin finds a club by typing part of its name without accents, chooses it with the keyboard and sees it in the list', async ({
  page,
}) => {
  await openRouxAccountAsFederationAdmin(page);
  await page.getByRole('button', { name: 'Ajouter une responsabilité' }).click();
  const dialog = page.getByRole('dialog', { name: "Nouvelle responsabilité d'Isabelle Roux" });
  const level = dialog.getByLabel('Niveau de droit');
  await expect(level.getByRole('option', { name: 'Administrateur de club' })).toBeEnabled();
  await level.selectOption({ label: 'Administrateur de club' });

  // Nothing chosen for the administrator (issue 34): no region, no club.
  const region = dialog.getByLabel('Région');
  await expect(region).toHaveValue('');
  const club = clubBox(dialog);
  await expect(club).toHaveValue('');
  await expect(club).toBeDisabled();
  await region.selectOption({ label: 'Auvergne-Rhône-Alpes' });
  await expect(club).toBeEnabled();

  // Left empty, the field says so in French.
  await club.focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Choisissez un club.')).toBeVisible();
  await expect(club).toHaveAttribute('aria-invalid', 'true');

  // Typing narrows the 35 clubs of the region, accents and case aside.
  await club.focus();
  await page.keyboard.type('saint');
  await expect(club).toHaveAttribute('aria-expanded', 'true');
  const list = dialog.getByRole('listbox', { name: 'Club' });
  // In the order of their names.
  await expect(list.getByRole('option')).toHaveText([
    'AMSF Saint-Étienne',
    'AMSF Saint-Julien-en-Genevois',
    "AMSF Saint-Martin-d'Hères",
    'AMSF Saint-Priest',
  ]);
  // The open list fits a phone and a wide screen, and axe finds nothing in it.
  for (const width of [320, 1920, 1280]) {
    await resize(page, width);
    await expect(list).toBeVisible();
    await expectDialogFits(page, dialog, `club list open at ${width} px`);
  }
  await expectAccessible(page);
  await page.keyboard.type(' zz');
  await expect(dialog.getByText('Aucun club ne correspond')).toBeVisible();
  await expect(list).toBeHidden();

  // Escape closes the list, not the dialog.
  await page.keyboard.press('Escape');
  await expect(club).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();
  await expect(club).toBeFocused();

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('etienne');
  await expect(list.getByRole('option')).toHaveText(['AMSF Saint-Étienne']);
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option', { name: 'AMSF Saint-Étienne' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(club).toHaveValue('AMSF Saint-Étienne');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Choisissez un club.')).toBeHidden();

  await dialog.getByLabel('Fonction opérationnelle').selectOption({ label: 'Président' });
  const save = dialog.getByRole('button', { name: 'Sauvegarder' });
  await expect(save).toBeEnabled();
  await expectAccessible(page);
  await save.click();
  await expect(page.getByText('Utilisateur mis à jour')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list names the entity the responsibility manages.
  const table = page.getByRole('table', { name: "Responsabilités d'Isabelle Roux" });
  await expect(table.getByText('Toutes les données du club (AMSF Saint-Étienne)')).toBeVisible();
  await expect(table.getByText(/Inconnu/)).toHaveCount(0);
  await expectAccessible(page);
});
