import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member searches the club directory and opens a club’s contacts, keyboard only', async ({
  page,
}) => {
  await openSignedIn(page, '/profile/101/mon_annuaire');
  await expect(page.getByRole('heading', { level: 1, name: 'Annuaire des clubs' })).toBeVisible();
  await expect(page).toHaveTitle(/^Annuaire des clubs/);
  await expect(page.getByRole('button', { name: 'AMSF Lyon' })).toBeVisible();
  await expectAccessible(page);

  const box = page.getByRole('searchbox', { name: 'Rechercher un club...' });
  await box.focus();
  await page.keyboard.type('introuvable');
  await expect(page.getByText('Aucun club trouvé.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^AMSF/ })).toHaveCount(0);

  await box.fill('');
  await page.keyboard.type('lyon');
  const lyon = page.getByRole('button', { name: 'AMSF Lyon' });
  await expect(lyon).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(lyon).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'AMSF Lyon' });
  await expect(dialog.getByText('Président général')).toBeVisible();
  await expect(dialog.getByText('Secrétaire général')).toBeVisible();
  await expect(dialog.getByText('Trésorier')).toBeVisible();
  await expect(dialog.getByText('Correspondant communication')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(dialog.getByRole('link', { name: /\d/ })).toHaveAttribute('href', /^tel:/);
  await expect(dialog.getByText('Adresse')).toBeVisible();
  await expectAccessible(page);

  // Escape closes the dialog and the focus goes back to the tile.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(lyon).toBeFocused();
});
