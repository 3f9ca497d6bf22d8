import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  acceptSettlement,
  attestHealth,
  nextStep,
  openActivity,
  startWizard,
  signedInAsFamily,
} from './wizard-journey';

test.use(signedInAsFamily);

/** Token refreshes and orders created, as they leave the page. */
function countCalls(page: Page) {
  const calls = { refreshes: 0, orders: 0, signInPages: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname === '/token') {
      if (request.postData()?.includes('grant_type=refresh_token')) calls.refreshes += 1;
    }
    if (request.method() === 'POST' && /\/orders$/.test(url.pathname)) calls.orders += 1;
    if (request.isNavigationRequest() && url.pathname.startsWith('/interaction/')) {
      calls.signInPages += 1;
    }
  });
  return calls;
}

test('a member who spends several token lives in the wizard pays without signing in again', async ({
  page,
}) => {
  // Three 30 s access-token lives (playwright.config.ts) pass while the questionnaire is open.
  test.setTimeout(240_000);
  const calls = countCalls(page);
  await openActivity(page, 102);
  const wizard = await startWizard(page, 'Adultes', 'Claire');
  await nextStep(page, wizard, 'Choix de la catégorie');
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Questionnaire médical');
  await attestHealth(wizard, 9);

  await expect.poll(() => calls.refreshes, { timeout: 150_000 }).toBeGreaterThanOrEqual(3);

  await expect(
    wizard.getByRole('checkbox', { name: /Renouvellement questionnaire/ }),
  ).toBeChecked();
  await nextStep(page, wizard, 'Choix du mode de paiement');
  await nextStep(page, wizard, 'Résumé de la demande');
  await wizard.getByRole('button', { name: 'Accéder au paiement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/payments\/success/);
  expect(calls.orders).toBe(1);
  expect(calls.signInPages).toBe(0);
});
