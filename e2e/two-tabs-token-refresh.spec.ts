import type { Page } from '@playwright/test';
import { expect, family, test } from './fixtures';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

const identityServer = 'http://localhost:5180';

/** When the access token a page got from the identity server expires (ms, this machine's clock). */
function tokenExpiry(page: Page): () => number | undefined {
  let expiresAt: number | undefined;
  page.on('response', async (response) => {
    const isTokenAnswer =
      response.request().method() === 'POST' &&
      response.url().startsWith(`${identityServer}/token`);
    if (!isTokenAnswer) return;
    const answer = (await response.json().catch(() => ({}))) as { expires_in?: number };
    if (answer.expires_in) expiresAt ??= Date.now() + answer.expires_in * 1000;
  });
  return () => expiresAt;
}

test('two tabs whose tokens run out together renew them once, and both keep loading data', async ({
  context,
}) => {
  // Each tab signs in on its own (a silent check-sso each), so each holds its own 30 s token
  // (playwright.config.ts); both run out within a few seconds of each other.
  test.setTimeout(120_000);
  const refreshes: number[] = [];
  context.on('request', (request) => {
    const isRefresh =
      request.method() === 'POST' &&
      request.url().startsWith(`${identityServer}/token`) &&
      request.postData()?.includes('grant_type=refresh_token') === true;
    if (isRefresh) refreshes.push(Date.now());
  });
  const first = await context.newPage();
  const second = await context.newPage();
  const expiries = [tokenExpiry(first), tokenExpiry(second)];
  await openSignedIn(first);
  await openSignedIn(second);
  await expect.poll(() => expiries.every((expiry) => expiry() !== undefined)).toBe(true);
  const lastExpiry = Math.max(...expiries.map((expiry) => expiry() ?? 0));

  // Both tokens are past their life: each tab's keycloak-js has asked to renew its own.
  await expect
    .poll(() => Date.now() > lastExpiry + 1_000, { timeout: 60_000, intervals: [500] })
    .toBe(true);

  // Both tabs load data with the shared tokens, at the same moment.
  await Promise.all(
    [first, second].map(async (page) => {
      await page.getByRole('link', { name: /Claire Martin/ }).click();
      const news = page.getByRole('region', { name: 'Actualités' }).getByRole('article');
      await expect(news).toHaveCount(3);
      await expect(page.getByRole('alertdialog', { name: 'Session expirée' })).toHaveCount(0);
    }),
  );
  // One renewal for both tabs, all within the first renewed token's life (30 s, renewed 10 s
  // before its end: a second one would be legitimate after that).
  expect(refreshes).toHaveLength(1);
  expect(Date.now() - (refreshes[0] ?? 0)).toBeLessThan(20_000);
});
