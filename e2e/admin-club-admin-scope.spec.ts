import { clubBox } from './admin-journey';
import { clubAdmin, expect, expectAccessible, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(clubAdmin) });

test('a club admin sees only their club and cannot edit a region admin', async ({ page }) => {
  await openSignedIn(page, '/profile/301/users/home/search/liste');
  // Their one club, forced: the club combobox shows it and cannot change.
  const club = clubBox(page);
  await expect(club).toHaveValue('AMSF Lyon');
  await expect(club).toBeDisabled();
  await expect(page.getByRole('link', { name: 'admin.club@exemple.fr' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'admin.region@exemple.fr' })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/profile/301/users/home/admin.region%40exemple.fr');
  await expect(page.getByText("Vous n'avez pas le droit de modifier ce profil.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajouter une responsabilité' })).toHaveCount(0);
});
