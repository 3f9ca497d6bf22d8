import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectFailuresLogged, family, signInAt } from './fixtures';

const identityServer = 'http://localhost:5180';

/** The last refresh token the identity server handed to this page. */
export function watchRefreshToken(page: Page): () => string | undefined {
  let latest: string | undefined;
  page.on('response', async (response) => {
    const isTokenAnswer =
      response.request().method() === 'POST' &&
      response.url().startsWith(`${identityServer}/token`);
    if (!isTokenAnswer) return;
    // The token endpoint's JSON answer; a failed one (no body to read) keeps the last token.
    const answer = (await response.json().catch(() => ({}))) as { refresh_token?: string };
    latest = answer.refresh_token ?? latest;
  });
  return () => latest;
}

/** Ends the page's SSO session at the identity server: its next token renewal is refused. */
export async function endSession(page: Page, refreshToken: () => string | undefined) {
  // The refused renewal is logged by the browser and the app: provoked here on purpose.
  expectFailuresLogged(page);
  await expect.poll(refreshToken).toBeDefined();
  const ended = await page.request.post(`${identityServer}/test/end-session`, {
    form: { refresh_token: refreshToken() ?? '' },
  });
  expect(ended.status()).toBe(204);
}

/**
 * Ends the session, then the member meets 'Session expirée' at the next renewal (a 30 s token:
 * playwright.config.ts), told that what they typed is kept, and signs in again as the family.
 */
export async function expireAndSignInAgain(page: Page, refreshToken: () => string | undefined) {
  await endSession(page, refreshToken);
  const expired = page.getByRole('alertdialog', { name: 'Session expirée' });
  await expect(expired).toBeVisible({ timeout: 45_000 });
  await expect(expired).toContainText('ce que vous avez saisi sur cet appareil est conservé');
  await expectAccessible(page);
  await expired.getByRole('button', { name: 'Se reconnecter' }).click();
  await signInAt(page, family);
}
