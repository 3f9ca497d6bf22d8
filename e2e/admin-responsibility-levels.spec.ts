import { account, expect, expectAccessible, signIn, test } from './fixtures';

const federationAdmin = account('admin.federation@exemple.fr');

/** Each level asks for its own fields (administration.md 5.1), filled in cascade order. */
const levels = [
  { level: 'Administrateur fédéral', fields: ['Service'] },
  { level: 'Administrateur régional', fields: ['Région'] },
  { level: "Administrateur d'organisme", fields: ['Région', 'Organisme'] },
  { level: 'Administrateur de club', fields: ['Région', 'Club'] },
] as const;

test('a federation admin adds and deletes a responsibility at the federal, regional, partner organisation and club levels', async ({
  page,
}) => {
  await signIn(page, federationAdmin);
  await page.goto('/profile/401/users/home/search/recherche');
  await page
    .getByRole('searchbox', { name: 'Rechercher par nom de famille, prénom ou adresse email' })
    .fill('roux');
  await page.getByRole('link', { name: 'famille.roux@exemple.fr' }).click();
  const table = page.getByRole('table', { name: 'Responsabilités de Isabelle Roux' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('button', { name: /^Modifier la responsabilité/ });
  const before = await rows.count();

  for (const { level, fields } of levels) {
    await page.getByRole('button', { name: 'Ajouter une responsabilité' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle responsabilité de Isabelle Roux' });
    await dialog.getByLabel('Niveau de droit').selectOption({ label: level });
    const save = dialog.getByRole('button', { name: 'Sauvegarder' });
    for (const field of fields) {
      const select = dialog.getByRole('combobox', { name: field, exact: true });
      await expect(select).toBeEnabled();
      await select.selectOption({ index: 1 });
      await expect(save).toBeDisabled();
    }
    await dialog
      .getByRole('combobox', { name: 'Fonction opérationnelle' })
      .selectOption({ index: 1 });
    await expectAccessible(page);
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(
      table.getByRole('button', { name: `Modifier la responsabilité ${level}` }).first(),
    ).toBeVisible();
  }
  await expect(rows).toHaveCount(before + levels.length);

  for (const { level } of levels) {
    await table
      .getByRole('button', { name: `Modifier la responsabilité ${level}` })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: 'Édition responsabilité de Isabelle Roux' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await page
      .getByRole('dialog', { name: 'Supprimer la responsabilité' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect(page.getByText('Responsabilité supprimée').first()).toBeVisible();
  }
  await expect(rows).toHaveCount(before);
});
