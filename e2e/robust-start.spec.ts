import { expect, family, signIn, test, misbehave } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test('corrupted stored values never stop the portal from starting', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('account', '{not json');
    window.localStorage.setItem('darkMode', '"maybe"');
    window.localStorage.setItem('cart', '[1, 2');
    window.localStorage.setItem('inscriptionUrlParams', '{"clubId": "x"}');
    window.localStorage.setItem('termsUseAccepted', '42');
  });
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.port !== '5180' && url.pathname === '/');

  await signIn(page, family);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const cart = page.getByRole('button', { name: 'Panier, 0 article' });
  await expect(cart).toBeVisible();
  // An empty cart draws no count on its icon.
  await expect(cart.getByText('0', { exact: true })).toHaveCount(0);
});

test('a missing or invalid config.json shows a French error naming the bad key', async ({
  page,
}) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { apiBaseUrl: '/api', mockApi: true } }),
  );
  // An address the app draws at once (the landing waits for the visitor's first gesture).
  await page.goto('/mentions-legales');
  await expect(
    page.getByRole('heading', { name: 'Le portail ne peut pas démarrer' }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('passApiBaseUrl');
  await expect(page).toHaveTitle(/Configuration invalide/);
});

test.describe('signed in', () => {
  test.use({ storageState: authFile(family) });

  test('a malformed profile answer shows a French error state, not a blank page', async ({
    page,
  }) => {
    await misbehave(page, [{ api: 'main', method: 'GET', path: '/profiles/*', malformed: true }]);
    await openSignedIn(page);
    await page.getByRole('link', { name: /Claire Martin/ }).click();
    await expect(page.getByRole('heading', { name: 'Profil indisponible' })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Impossible de charger ce profil' }),
    ).toBeVisible();
  });
});
