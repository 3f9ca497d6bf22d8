import { clubAdmin, expect, expectAccessible, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(clubAdmin) });

test('the creator adds a member through the picker and removes another, with the keyboard', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/301/chat/my_conversations');
  // Karim created the swimming section's conversation, preselected on arrival.
  await expect(
    page.getByRole('heading', { level: 2, name: 'Section Natation – AMSF Lyon' }),
  ).toBeVisible();
  const options = page.getByRole('button', { name: "Plus d'options" });
  await options.focus();
  await page.keyboard.press('Enter');
  await expect(options).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Membres du groupe' });
  await expect(panel.getByRole('listitem')).toHaveText([/Claire Martin/, /Karim Benali/]);
  await expect(panel.getByRole('button', { name: 'Retirer Claire Martin' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retirer Karim Benali' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Quitter le groupe' })).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Ajouter des membres' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ajouter des membres' });
  await expect(dialog.getByLabel('Organisation')).toHaveValue('0');
  await expect(dialog.getByLabel('Organisation').locator('option:checked')).toHaveText('AMSF Lyon');
  // Current members are never offered.
  await expect(dialog.getByRole('button', { name: 'Claire Martin' })).toHaveCount(0);
  const add = dialog.getByRole('button', { name: 'Ajouter', exact: true });
  await expect(add).toBeDisabled();
  const sophie = dialog.getByRole('button', { name: 'Sophie Lambert' });
  await sophie.focus();
  await page.keyboard.press('Enter');
  await expect(sophie).toHaveAttribute('aria-pressed', 'true');
  await expect(add).toBeEnabled();
  await expectAccessible(page);
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('listitem')).toHaveText([
    /Claire Martin/,
    /Karim Benali/,
    /Sophie Lambert/,
  ]);

  // Sophie, just added, is removed: the other chat journeys sign in as Claire and share the broker.
  await panel.getByRole('button', { name: 'Retirer Sophie Lambert' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm.getByText('Retirer Sophie Lambert du groupe ?')).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Confirmation' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Sophie Lambert a été retiré du groupe')).toBeVisible();
  await expect(panel.getByRole('listitem')).toHaveText([/Claire Martin/, /Karim Benali/]);
});
