import { recordAppEntryRequests } from './app-entry-requests';
import { expect, expectAccessible, expectFailuresLogged, test } from './fixtures';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing page paints from its HTML alone, styled and titled in French', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Bienvenue – Portail des adhérents');
    await expect(
      page.getByRole('heading', { level: 1, name: "Bienvenue sur l'espace adhérent AMSF" }),
    ).toBeVisible();
    const findClub = page.getByRole('link', { name: 'Trouver un club' });
    await expect(findClub).toHaveAttribute('href', '/inscription/carte');
    // The guide's own stylesheet (a lazy chunk's for the app) is linked: links look like buttons.
    await expect(findClub).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(page.getByRole('link', { name: /^Accessibilité :/ })).toBeVisible();
  });

  test('other addresses get the app shell, never a prerendered page', async ({ page }) => {
    await page.goto('/inscription/carte/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });
});

test("the landing starts the app at the visitor's first gesture, which then takes the page over", async ({
  page,
}) => {
  const entryRequests = recordAppEntryRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Two seconds of the page's own time after its load event: nothing of the app was asked for.
  await page.waitForFunction(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    return (
      navigation !== undefined &&
      navigation.loadEventEnd > 0 &&
      performance.now() - navigation.loadEventEnd > 2000
    );
  });
  expect(entryRequests).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-release', /.+/);

  await page.keyboard.press('Tab');
  await expect(page.locator('html')).toHaveAttribute('data-release', /.+/);
  expect(entryRequests).toHaveLength(1);
  await page.getByRole('link', { name: 'Trouver un club' }).click();
  await expect(page).toHaveURL(/\/inscription\/carte$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
});

test('the landing starts the app by itself once the page has been idle a while', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Five quiet seconds after load, then idle time (public/start-after-paint.js).
  await expect(page.locator('html')).toHaveAttribute('data-release', /.+/, { timeout: 20_000 });
});

test('the app takes over the prerendered map page: the fields work and the tiles cover the picture', async ({
  page,
}) => {
  await page.goto('/inscription/carte');
  const search = page.getByRole('searchbox', { name: 'Rechercher un club' });
  await expect(search).toBeEnabled();
  await search.fill('Lyon');
  await expect(page.getByRole('status').filter({ hasText: /clubs? trouvés?/ })).toBeVisible();
  await expect(page.locator('.leaflet-tile-loaded').first()).toBeVisible();
  await expect(page.locator('.map-view__preview')).toHaveCount(0);
});

test('before its scripts run, the map page shows its frame and a still map of France, its controls waiting', async ({
  page,
}) => {
  // The app's code held back: what a phone shows while it downloads.
  expectFailuresLogged(page);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/inscription/carte');
  await expect(page).toHaveTitle('Trouver un club – Portail des adhérents');
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
  // Nothing typed before the page's script runs could be kept: the fields wait for it.
  await expect(page.getByRole('searchbox', { name: 'Rechercher un club' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Masquer la carte' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Liste des clubs' })).toBeVisible();
  const preview = page.locator('.map-view__preview');
  await expect(preview).toBeVisible();
  // Its box shows from the markup's size before the picture has come: wait for the picture.
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1280);
  await expectAccessible(page);
});
