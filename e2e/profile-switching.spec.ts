import { expect, expectAccessible, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

test('a member switches profile from the profile selector with the keyboard', async ({ page }) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const selector = page.getByRole('button', { name: /Profil actif : Claire Martin/ });
  await expect(selector).toBeVisible();

  await selector.focus();
  await page.keyboard.press('Enter');
  await expect(selector).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Changer de profil' })).toBeVisible();
  await expectAccessible(page);

  const lucas = page.getByRole('link', { name: 'Lucas Martin' });
  await lucas.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Profil actif : Lucas Martin/ })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
});

test('the profile selector opens on hover and closes after the pointer leaves', async ({
  page,
}) => {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Paul Martin/ }).click();
  const selector = page.getByRole('button', { name: /Profil actif : Paul Martin/ });
  await selector.hover();
  await expect(selector).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1 }).first().hover();
  await expect(selector).toHaveAttribute('aria-expanded', 'false');
});
