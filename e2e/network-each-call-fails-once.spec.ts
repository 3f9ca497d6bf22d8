import type { Locator, Page } from '@playwright/test';
import { expect, misbehave, test } from './fixtures';
import { openSignedIn } from './signed-in';
import { acceptSettlement, attestHealth, nextStep, signedInAsFamily } from './wizard-journey';

test.use(signedInAsFamily);

/** 'Accéder au paiement' again after each failure told, up to four times; the clicks made. */
async function payUntilCheckout(page: Page, wizard: Locator, checkout: Locator): Promise<number> {
  let clicks = 0;
  while (clicks < 4 && !(await checkout.isVisible())) {
    clicks += 1;
    await wizard.getByRole('button', { name: 'Accéder au paiement' }).click();
    await expect(page.getByRole('alert').or(checkout).first()).toBeVisible();
  }
  return clicks;
}

/**
 * A backend that answers every call 502 once (docs/adr/0020): reads are tried again without a
 * word (RTK Query's retry), a write is never sent again by itself and says so in French, and
 * the member's second click goes through, with one order.
 */
test('every call answered 502 once: the map, a club, an activity, the wizard and the payment still go through', async ({
  page,
}) => {
  // Every service of the portal; the payment provider's simulated page is not the portal's.
  await misbehave(
    page,
    (['main', 'news', 'chat', 'pass', 'geo', 'geocoder'] as const).map((api) => ({
      api,
      path: '*',
      status: 502,
      oncePerCall: true,
    })),
  );
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);

  await page.getByRole('link', { name: 'Carte', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un club' }).fill('lyon');
  await page
    .getByRole('region', { name: 'Liste des clubs' })
    .getByRole('link', { name: 'AMSF Lyon' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Yoga' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();

  await page
    .getByRole('region', { name: 'Catégories' })
    .getByRole('button', { name: 'Inscription – Adultes' })
    .click();
  await page
    .getByRole('dialog', { name: "Qui s'inscrit ?" })
    .getByRole('button', { name: /Claire/ })
    .click();
  const wizard = page.getByRole('dialog', { name: 'Inscription' });
  await expect(wizard.getByRole('heading', { name: 'Mes informations' })).toBeVisible();
  await nextStep(page, wizard, 'Choix de la catégorie');
  await nextStep(page, wizard, 'Choix de la licence');
  await acceptSettlement(page, wizard);
  await nextStep(page, wizard, 'Questionnaire médical');
  await attestHealth(wizard, 9);
  await nextStep(page, wizard, 'Choix du mode de paiement');
  await nextStep(page, wizard, 'Résumé de la demande');
  // No read failure was told: each was tried again.
  await expect(page.getByRole('alert')).toHaveCount(0);

  const created: number[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() === 'POST' && pathname === '/api/orders') {
      created.push(response.status());
    }
  });
  // Creating the order, confirming it and asking the payment link each meet their 502: each
  // failure is told in French and the member clicks again, never sending a step twice.
  const checkout = page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' });
  const clicks = await payUntilCheckout(page, wizard, checkout);
  await expect(checkout).toBeVisible();
  test.info().annotations.push({ type: 'clicks on Accéder au paiement', description: `${clicks}` });
  expect(clicks).toBeGreaterThan(1);
  expect(created.filter((status) => status < 300)).toHaveLength(1);
  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/payments\/success/);
});
