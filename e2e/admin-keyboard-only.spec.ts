import { openRouxAccountAsFederationAdmin } from './admin-journey';
import { expect, expectAccessible, test } from './fixtures';
import { tabTo } from './keyboard';

/*
 * Issue 34: a responsibility edited with the keyboard alone (Tab, a letter, Enter), never a
 * click; each step checks where the focus is, as a keyboard user sees it.
 */
test("a federation admin changes a responsibility's function with the keyboard alone", async ({
  page,
}) => {
  await openRouxAccountAsFederationAdmin(page);
  const table = page.getByRole('table', { name: "Responsabilités d'Isabelle Roux" });
  const edit = table.getByRole('button', {
    name: 'Modifier la responsabilité Administrateur de section (Natation)',
  });
  await tabTo(page, edit);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: "Édition responsabilité d'Isabelle Roux" });
  await expect(dialog).toBeVisible();

  const role = dialog.getByLabel('Fonction opérationnelle');
  await tabTo(page, role);
  // A closed list takes the option that starts with the typed letter.
  await expect(role.locator('option:checked')).toHaveText('Responsable de section');
  await page.keyboard.press('e');
  await expect(role.locator('option:checked')).toHaveText('Éducateur sportif');

  await tabTo(page, dialog.getByRole('button', { name: 'Sauvegarder' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Utilisateur mis à jour')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The dialog gave the focus back to the button that opened it.
  await expect(edit).toBeFocused();
  const row = table.getByRole('row', { name: /Administrateur de section \(Natation\)$/ });
  await expect(row.getByRole('cell', { name: 'Éducateur sportif', exact: true })).toBeVisible();
  await expectAccessible(page);
});
