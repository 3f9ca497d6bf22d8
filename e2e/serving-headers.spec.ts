import { expect, test } from '@playwright/test';

// What nginx (deploy/nginx.conf) answers, as a browser or a cache between them sees it.

const pagesThatNameAssets = ['/', '/inscription/carte', '/espace-membre/accueil', '/config.json'];

test('every page that names hashed files is revalidated, and the hashed files are kept a year', async ({
  request,
}) => {
  for (const path of [...pagesThatNameAssets, '/mockServiceWorker.js', '/start-after-paint.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  const html = await (await request.get('/')).text();
  const [script] = /\/assets\/[\w.-]+\.js/.exec(html) ?? [];
  expect(script).toBeDefined();
  const asset = await request.get(script as string, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toMatch(/gzip|br/);
  expect((await request.get('/assets/missing-0000.js')).status()).toBe(404);
});

test('every answer carries the security headers', async ({ request }) => {
  for (const path of pagesThatNameAssets) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
  }
});
