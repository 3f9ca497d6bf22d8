import { expect, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test("an account without Module-Utilisateurs is refused with 'Nop'", async ({ page }) => {
  await openSignedIn(page, '/profile/101/users/home/search/liste');
  const toast = page.getByRole('alert').filter({ hasText: 'Pas autorisé' });
  await expect(toast).toContainText('Nop');
  await expect(page).toHaveURL(/\/profile\/101\/home$/);
  await expect(page.getByRole('heading', { name: 'Gestion des administrateurs' })).toHaveCount(0);
});
