import { expect, family, signIn, signInAt, test } from './fixtures';

test('logout ends the session, forgets the account and turns dark mode off', async ({ page }) => {
  await signIn(page, family);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await page.getByRole('switch', { name: 'Mode sombre' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: /Profil actif/ }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();

  await expect(page).toHaveURL((url) => url.port !== '5180' && url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => window.localStorage.getItem('account'))).toBeNull();

  await page.getByRole('link', { name: 'Connexion' }).click();
  await signInAt(page, family);
  await expect(page.getByRole('heading', { name: 'Choisissez un profil' })).toBeVisible();
});
