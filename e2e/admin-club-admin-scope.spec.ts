import { clubAdmin, expect, expectAccessible, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(clubAdmin) });

test('a club admin sees only their club and cannot edit a region admin', async ({ page }) => {
  await openSignedIn(page, '/profile/301/users/home/search/liste');
  const club = page.getByLabel('Club');
  await expect(club).toHaveValue('1');
  await expect(club.getByRole('option')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'admin.club@exemple.fr' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'admin.region@exemple.fr' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/profile/301/users/home/admin.region%40exemple.fr');
  await expect(page.getByText("Vous n'avez pas le droit de modifier ce profil.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une responsabilité' })).toHaveCount(0);
});
