import type { Locator, Page } from '@playwright/test';
import { yoga } from './cart-items';
import { expect, family, misbehave, type MockRule, test } from './fixtures';
import { ordersOf, prepareOnce } from './mock-state';
import { openSignedIn } from './signed-in';
import { openWizard, signedInAsFamily } from './wizard-journey';
import { walkAdultWizardToSummary } from './wizard-test';

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
/** Every service of the portal; the payment provider's simulated page is not the portal's. */
const every502Once: MockRule[] = (['main', 'news', 'chat', 'pass', 'geo', 'geocoder'] as const).map(
  (api) => ({ api, path: '*', status: 502, oncePerCall: true }),
);

test('every call answered 502 once: the map, a club, an activity, the wizard and the payment still go through', async ({
  page,
}) => {
  await misbehave(page, every502Once);
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);

  await page.getByRole('link', { name: 'Trouver un club', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher un club' }).fill('lyon');
  await page
    .getByRole('region', { name: 'Liste des clubs' })
    .getByRole('link', { name: 'AMSF Lyon' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Yoga' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();

  const wizard = await openWizard(page, 'Adultes', 'Claire');
  await walkAdultWizardToSummary(page);
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
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success/);
});

/**
 * 'Payer' on the cart's Yoga item until the checkout shows, closing each failure's notice, up to
 * five times; the failures told.
 */
async function payCartUntilCheckout(
  page: Page,
  cartButton: Locator,
  checkout: Locator,
): Promise<string[]> {
  const told: string[] = [];
  const failure = page.getByRole('alert');
  while (told.length < 5 && !(await checkout.isVisible())) {
    await cartButton.click();
    await page
      .getByRole('dialog', { name: 'Votre Panier' })
      .getByRole('article', { name: 'Adhésion Yoga (Adultes)' })
      .getByRole('button', { name: 'Payer' })
      .click();
    await expect(failure.or(checkout).first()).toBeVisible();
    if (await checkout.isVisible()) break;
    told.push((await failure.first().innerText()).replace(/\s+/g, ' '));
    // The notice read, the member closes it and tries once more.
    await failure
      .first()
      .getByRole('button', { name: /^Fermer la notification/ })
      .click();
    await expect(failure).toHaveCount(0);
  }
  return told;
}

/**
 * The cart's 'Payer' under the same backend: the price check and the profile are read again
 * without a word; each write (the order, its confirmation, the payment link) fails once, is told
 * in French, and the item stays in the cart with what was already done, so that one more
 * 'Payer' goes on from there: one order at the end.
 */
test('every call answered 502 once: the cart is paid with one more click per failed write, one order', async ({
  page,
  baseURL,
}) => {
  await prepareOnce(page, new URL(baseURL ?? '').origin, every502Once, {
    [family.email]: [yoga],
  });
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const before = await ordersOf(page, 101, 10211);

  const cartButton = page.getByRole('button', { name: /^Panier/ });
  await expect(cartButton).toHaveAccessibleName('Panier, 1 article');
  const checkout = page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' });
  const told = await payCartUntilCheckout(page, cartButton, checkout);
  await expect(checkout).toBeVisible();
  test
    .info()
    .annotations.push({ type: 'failures told before the checkout', description: told.join(' | ') });
  // The order, its confirmation and the payment link each failed once: three more clicks.
  expect(told).toHaveLength(3);
  for (const notice of told) expect(notice).toContain("Une erreur s'est produite lors du paiement");
  const after = await ordersOf(page, 101, 10211);
  test
    .info()
    .annotations.push({ type: 'orders after 502 once (cart)', description: `${after - before}` });
  expect(after).toBe(before + 1);

  await page.getByRole('button', { name: 'Payer' }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/paiements\/success/);
});
