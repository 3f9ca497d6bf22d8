import { clubAdmin, expect, expectAccessible, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(clubAdmin) });

test('an account with one profile goes straight to its home page', async ({ page }) => {
  await openSignedIn(page);
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  await expect(page.getByRole('heading', { name: 'Choisissez un profil' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Profil actif : Karim Benali/ })).toBeVisible();

  await page.getByRole('button', { name: 'MENU' }).click();
  const applications = page.getByRole('navigation', { name: 'Applications' });
  await expect(applications.getByRole('link', { name: /TRESOCLUB/ })).toBeVisible();
  await expect(applications.getByRole('link', { name: 'Gestion administrateurs' })).toBeVisible();
  await expect(applications.getByRole('link', { name: /Notes de frais/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(applications).toBeHidden();
  await expect(page.getByRole('button', { name: 'MENU' })).toBeFocused();
});
