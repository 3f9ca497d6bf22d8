import type { Page } from '@playwright/test';
import { expect, expectAccessible, family, signIn, signInAt, test } from './fixtures';
import { nextStep, openActivity, startWizard } from './wizard-journey';

const identityServer = 'http://localhost:5180';

/** The last refresh token the identity server handed to this page. */
function lastRefreshToken(page: Page): () => string | undefined {
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

test('the session ends in the middle of the wizard: the member signs in again and resumes the same step', async ({
  page,
}) => {
  // A session of its own (no shared signed-in state): ending it must not end other journeys'.
  const refreshToken = lastRefreshToken(page);
  await signIn(page, family);
  await openActivity(page, 104);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');

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
  const prompt = page.getByRole('dialog', { name: 'Inscription en cours' });
  await expect(prompt).toContainText(
    "L'inscription de Claire Martin à l'activité Aquagym n'est pas terminée.",
  );
  await prompt.getByRole('button', { name: 'Reprendre mon inscription' }).click();
  const resumed = page.getByRole('dialog', { name: 'Inscription' });
  await expect(resumed.getByRole('heading', { name: 'Choix de la catégorie' })).toBeFocused();
});
