import { account, expect, expectAccessible, signIn, test } from './fixtures';

const superAdmin = account('admin.super@exemple.fr');

test('a super admin adds a function and edits one used by several users', async ({ page }) => {
  await signIn(page, superAdmin);
  await page.goto('/profile/601/users/home/search/liste');
  const tab = page.getByRole('tab', { name: 'Fonctions' });
  await tab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/users\/home\/search\/fonctions$/);
  await expect(page).toHaveTitle(/^Fonctions opérationnelles/);
  const table = page.getByRole('table', { name: 'Fonctions opérationnelles' });
  await expect(page.getByLabel('Niveau de droit')).toHaveValue('2');
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('1');
  await expect(table.getByText('Directeur de la vie fédérale')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Niveau de droit').selectOption({ label: 'Administrateur de club' });
  await expect(page.getByLabel('Service', { exact: true })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Président', exact: true })).toBeVisible();

  // Add: keyboard only, with the level the list shows already ticked.
  const add = page.getByRole('button', { name: 'Ajouter une fonction' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nouvelle fonction opérationnelle' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Administrateur de club')).toBeChecked();
  await expect(dialog.getByLabel('Administrateur fédéral')).toBeDisabled();
  await expectAccessible(page);
  await dialog.getByLabel('Nom de la fonction').focus();
  await page.keyboard.type('Responsable matériel');
  await dialog.getByLabel('Administrateur de section').focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Sauvegarder' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Fonction ajoutée')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
  await expect(
    table.getByRole('cell', { name: 'Responsable matériel', exact: true }),
  ).toBeVisible();

  // Edit a function many club admins hold: the count is asked first.
  await table.getByRole('button', { name: 'Éditer la fonction Président' }).click();
  const edit = page.getByRole('dialog', { name: 'Édition fonction opérationnelle' });
  await expect(edit.getByLabel('Nom de la fonction')).toHaveValue('Président');
  await edit.getByLabel('Nom de la fonction').fill('Président du club');
  await edit.getByRole('button', { name: 'Sauvegarder' }).click();
  const confirm = page.getByRole('dialog', { name: 'Modifier la fonction' });
  await expect(
    confirm.getByText(
      /^Cette fonction est actuellement associée à \d+ utilisateurs\. Voulez-vous vraiment la modifier \?$/,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Modifier' }).click();
  await expect(page.getByText('Fonction mise à jour')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Président du club', exact: true })).toBeVisible();
});
