import type { Locator } from '@playwright/test';
import { openRouxAccountAsFederationAdmin, pickClub } from './admin-journey';
import { expect, expectAccessible, test } from './fixtures';

type Fill = (dialog: Locator) => Promise<void>;

/** A native select of the dialog: its first real choice. */
const firstChoice =
  (field: string): Fill =>
  async (dialog) => {
    const select = dialog.getByRole('combobox', { name: field, exact: true });
    await expect(select).toBeEnabled();
    await select.selectOption({ index: 1 });
  };

/** The club, a searchable combobox (issue 34): typed, then chosen with the keyboard. */
const grenoble: Fill = (dialog) => pickClub(dialog, 'grenoble', 'AMSF Grenoble');

/** Each level asks for its own fields (administration.md 5.1), filled in cascade order. */
const levels: { level: string; fields: Fill[] }[] = [
  { level: 'Administrateur fédéral', fields: [firstChoice('Service')] },
  { level: 'Administrateur régional', fields: [firstChoice('Région')] },
  {
    level: "Administrateur d'organisme",
    fields: [firstChoice('Région'), firstChoice('Organisme')],
  },
  { level: 'Administrateur de club', fields: [firstChoice('Région'), grenoble] },
];

test('a federation admin adds and deletes a responsibility at the federal, regional, partner organisation and club levels', async ({
  page,
}) => {
  await openRouxAccountAsFederationAdmin(page);
  const table = page.getByRole('table', { name: "Responsabilités d'Isabelle Roux" });
  await expect(table).toBeVisible();
  const rows = table.getByRole('button', { name: /^Modifier la responsabilité/ });
  const before = await rows.count();

  for (const { level, fields } of levels) {
    await page.getByRole('button', { name: 'Ajouter une responsabilité' }).click();
    const dialog = page.getByRole('dialog', { name: "Nouvelle responsabilité d'Isabelle Roux" });
    await dialog.getByLabel('Niveau de droit').selectOption({ label: level });
    const save = dialog.getByRole('button', { name: 'Sauvegarder' });
    for (const fill of fields) {
      await fill(dialog);
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
      .getByRole('dialog', { name: "Édition responsabilité d'Isabelle Roux" })
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
