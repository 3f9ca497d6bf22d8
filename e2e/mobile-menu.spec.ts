import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ viewport: { width: 800, height: 900 }, storageState: authFile(family) });

test('on a small screen the burger opens the mobile menu, which traps and restores focus', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();

  const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Trouver un club' })).toBeVisible();
  await expect(menu.getByRole('navigation', { name: 'Applications' })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();

  await burger.click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Mes informations personnelles' })
    .click();
  await expect(page).toHaveURL(/\/mes_info$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
});
