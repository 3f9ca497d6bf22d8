import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('dark mode is a switch, passes axe and is remembered across reloads', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const toggle = page.getByRole('switch', { name: 'Mode sombre' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await toggle.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Mode sombre' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});
