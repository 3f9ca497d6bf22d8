import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('the club directory searches clubs and shows a contact dialog', async ({ page }) => {
  await openSignedIn(page, '/profile/101/mon_annuaire');
  await expect(page.getByRole('heading', { name: 'Annuaire des clubs' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Rechercher un club...' });
  await box.fill('introuvable');
  await expect(page.getByText('Aucun club trouvé.')).toBeVisible();
  await box.fill('lyon');
  const tile = page.getByRole('button', { name: 'AMSF Lyon' });
  await tile.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'AMSF Lyon' });
  await expect(dialog.getByText('Président général')).toBeVisible();
  await expect(dialog.getByText('Karim Benali')).toBeVisible();
  await expect(dialog.getByText('Correspondant communication')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /@/ })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectAccessible(page);
});
