import { expect, test } from './fixtures';
import { serviceWorkerActive } from './pwa-journey';

type Manifest = {
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

test('the production portal is installable: manifest, icons and an active service worker', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

  // The manifest the page names, as the browser fetches it.
  const manifestUrl = await page
    .locator('link[rel="manifest"]')
    .evaluate((link: HTMLLinkElement) => link.href);
  const manifestResponse = await page.request.get(manifestUrl);
  expect(manifestResponse.ok()).toBe(true);
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'AMSF – Espace adhérent',
    short_name: 'AMSF',
    lang: 'fr',
    start_url: '/profile',
    display: 'standalone',
    theme_color: '#0b4f9c',
  });
  expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((i) => i.sizes)).toEqual([
    '192x192',
    '512x512',
  ]);
  expect(manifest.icons.filter((icon) => icon.purpose === 'any').map((i) => i.sizes)).toEqual([
    '192x192',
    '512x512',
  ]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(new URL(icon.src, manifestUrl).toString());
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
    const bytes = await response.body();
    // PNG signature, then the IHDR width: the size the manifest announces.
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b4f9c');

  // The service worker registers once the page is idle, activates, and is revalidated each visit.
  expect(await serviceWorkerActive(page)).toMatch(/\/sw\.js$/);
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
  // Only the portal's worker: the demo's mocked backend is not in this build's page.
  const scripts = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map(
      (registration) => registration.active?.scriptURL,
    ),
  );
  expect(scripts).toEqual([expect.stringMatching(/\/sw\.js$/)]);
});
