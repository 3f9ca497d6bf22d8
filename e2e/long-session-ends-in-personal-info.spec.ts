import type { Page } from '@playwright/test';
import { expect, expectAccessible, family, signIn, signInAt, test } from './fixtures';

const identityServer = 'http://localhost:5180';

/** The last refresh token the identity server handed to this page. */
function lastRefreshToken(page: Page): () => string | undefined {
  let latest: string | undefined;
  page.on('response', async (response) => {
    const isTokenAnswer =
      response.request().method() === 'POST' &&
      response.url().startsWith(`${identityServer}/token`);
    if (!isTokenAnswer) return;
    const answer = (await response.json().catch(() => ({}))) as { refresh_token?: string };
    latest = answer.refresh_token ?? latest;
  });
  return () => latest;
}

test('the session ends while the member edits mes_info: signed in again, the form has what they typed', async ({
  page,
}) => {
  // A session of its own (no shared signed-in state): ending it must not end other journeys'.
  const refreshToken = lastRefreshToken(page);
  await signIn(page, family);
  await page.goto('/profile/101/mes_info');
  const form = page.getByRole('form', { name: 'Informations personnelles' });
  const profession = form.getByRole('textbox', { name: 'Profession' });
  await profession.fill('Kinésithérapeute');
  const mobile = form.getByRole('textbox', { name: /Téléphone mobile/ });
  await mobile.fill('0698765432');

  await expect.poll(refreshToken).toBeDefined();
  const ended = await page.request.post(`${identityServer}/test/end-session`, {
    form: { refresh_token: refreshToken() ?? '' },
  });
  expect(ended.status()).toBe(204);

  // The next renewal (a 30 s token: playwright.config.ts) is refused.
  const expired = page.getByRole('alertdialog', { name: 'Session expirée' });
  await expect(expired).toBeVisible({ timeout: 45_000 });
  await expect(expired).toContainText('ce que vous avez saisi sur cet appareil est conservé');
  await expectAccessible(page);
  await expired.getByRole('button', { name: 'Se reconnecter' }).click();

  await signInAt(page, family);
  await page.waitForURL((url) => url.port !== '5180' && url.pathname === '/profile/101/mes_info');
  await expect(profession).toHaveValue('Kinésithérapeute');
  await expect(mobile).toHaveValue('06.98.76.54.32');
  await expect(page.getByRole('status').filter({ hasText: 'ont été reprises' })).toBeVisible();
  await expectAccessible(page);
});
