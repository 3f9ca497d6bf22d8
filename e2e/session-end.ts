import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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
  await expect.poll(refreshToken).toBeDefined();
  const ended = await page.request.post(`${identityServer}/test/end-session`, {
    form: { refresh_token: refreshToken() ?? '' },
  });
  expect(ended.status()).toBe(204);
}
