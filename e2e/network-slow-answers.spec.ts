import type { Locator, Page } from '@playwright/test';
import { yoga } from './cart-items';
import { expect, expectAccessible, family, type MockRule, test } from './fixtures';
import { ordersOf, prepareOnce } from './mock-state';
import { openSignedIn } from './signed-in';
import { openWizard, signedInAsFamily } from './wizard-journey';
import { walkAdultWizardToSummary } from './wizard-test';

test.use(signedInAsFamily);

/** Several seconds: far longer than a quick answer, well inside a journey's time-out. */
const slowMs = 4000;

/** A read of the main API answered `slowMs` late, once. */
const slowRead = (path: string): MockRule => ({
  api: 'main',
  method: 'GET',
  path,
  delayMs: slowMs,
  times: 1,
});

/** A French progress line (role=status) the member sees while the answer is on its way. */
const progress = (page: Page | Locator, label: string) =>
  page.getByRole('status').filter({ hasText: label });

/** The header's MENU opens and closes while a slow answer is awaited: the page is not blocked. */
async function menuStillOpens(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'MENU' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Voir mes clubs' })).toBeVisible();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
}

/**
 * Answers that take several seconds (issue 24, 'Bad networks'): each screen says in French that it
 * is loading (role=status), the rest of the page stays usable meanwhile (the menu opens, another
 * link is followed, a search box takes typing), and the content arrives.
 */
test('slow answers: Mes inscriptions, a club, an activity and the wizard show progress and the page stays usable', async ({
  page,
  baseURL,
}) => {
  await prepareOnce(page, new URL(baseURL ?? '').origin, [
    slowRead('/public/payment/get-payment-schedule'),
    slowRead('/public/valides/activities/1'),
    slowRead('/public/activity/102'),
    slowRead('/public/amsf/1/settlement'),
  ]);
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const mainNav = page.getByRole('navigation', { name: 'Navigation principale' });

  // Mes inscriptions: the requests are the profile's; the schedules come slowly.
  await mainNav.getByRole('link', { name: /Inscriptions/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes inscriptions' })).toBeVisible();
  await expect(progress(page, 'Chargement des échéances…')).toBeVisible();
  await menuStillOpens(page);
  await expect(page.getByRole('table', { name: 'Mes échéances' })).toBeVisible();
  await expect(progress(page, 'Chargement des échéances…')).toHaveCount(0);
  await expectAccessible(page);

  // A club whose activities come slowly: the member goes back to the map meanwhile and types.
  await mainNav.getByRole('link', { name: 'Trouver un club', exact: true }).click();
  const search = page.getByRole('searchbox', { name: 'Rechercher un club' });
  await search.fill('lyon');
  const clubs = page.getByRole('region', { name: 'Liste des clubs' });
  await clubs.getByRole('link', { name: 'AMSF Lyon' }).click();
  await expect(progress(page, 'Chargement du club…')).toBeVisible();
  await menuStillOpens(page);
  await page.getByRole('link', { name: 'Retour à la carte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeVisible();
  await search.fill('amsf lyon');
  await expect(search).toHaveValue('amsf lyon');
  await clubs.getByRole('link', { name: 'AMSF Lyon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();

  // An activity that comes slowly.
  await page.getByRole('tabpanel').getByRole('link', { name: 'Yoga' }).click();
  await expect(progress(page, "Chargement de l'activité…")).toBeVisible();
  await menuStillOpens(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();
  await expectAccessible(page);

  // The wizard whose club rules come slowly: its dialog shows its own progress, not nothing.
  const wizard = await openWizard(page, 'Adultes', 'Claire');
  const loading = progress(wizard, "Chargement de l'inscription…");
  await expect(loading).toBeVisible();
  // Shown again while the answer is still awaited (a brief load only fades it: ADR 0005).
  await expect(wizard).toHaveCSS('opacity', '1');
  await expect(loading).toBeVisible();
  await expect(wizard.getByRole('button', { name: 'Fermer', exact: true })).toBeEnabled();
  await expect(wizard.getByRole('heading', { name: 'Mes informations' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** Claire's sign-up to Yoga 'Adultes' at AMSF Lyon, up to its summary. */
async function wizardToSummary(page: Page): Promise<Locator> {
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const profileRoot = new URL(page.url()).pathname.replace(/\/home$/, '');
  await page.goto(`${profileRoot}/inscription/carte/1/102`);
  await expect(page.getByRole('heading', { level: 1, name: 'Yoga' })).toBeVisible();
  const wizard = await openWizard(page, 'Adultes', 'Claire');
  await walkAdultWizardToSummary(page);
  return wizard;
}

test('a slow order: the payment button says it is working, a second click sends nothing, one order', async ({
  page,
  baseURL,
}) => {
  await prepareOnce(page, new URL(baseURL ?? '').origin, [
    { api: 'main', method: 'POST', path: '/orders', delayMs: slowMs, times: 1 },
  ]);
  const wizard = await wizardToSummary(page);
  const before = await ordersOf(page, 101, 10211);

  const pay = wizard.getByRole('button', { name: 'Accéder au paiement' });
  await pay.dblclick();
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  const sending = progress(wizard, 'Envoi de votre demande…');
  await expect(sending).toBeVisible();
  await expect(wizard).toHaveCSS('opacity', '1');
  await expect(sending).toBeVisible();
  await expect(pay).toBeDisabled();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  const after = await ordersOf(page, 101, 10211);
  test
    .info()
    .annotations.push({ type: 'orders after a slow order', description: `${after - before}` });
  expect(after).toBe(before + 1);
});

test("a slow cart payment: the cart opened again shows its 'Payer' working and closed to a second click, one order", async ({
  page,
  baseURL,
}) => {
  await prepareOnce(
    page,
    new URL(baseURL ?? '').origin,
    [{ api: 'main', method: 'POST', path: '/orders', delayMs: slowMs, times: 1 }],
    { [family.email]: [yoga] },
  );
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  await expect(page).toHaveURL(/\/profile\/\d+\/home$/);
  const before = await ordersOf(page, 101, 10211);

  const cartButton = page.getByRole('button', { name: /^Panier/ });
  const card = page
    .getByRole('dialog', { name: 'Votre Panier' })
    .getByRole('article', { name: 'Adhésion Yoga (Adultes)' });
  await cartButton.click();
  await card.getByRole('button', { name: 'Payer' }).click();
  // The dialog closes on 'Payer' (enrolment.md 4); opened again, it says the payment is on its way.
  await cartButton.click();
  const pay = card.getByRole('button', { name: 'Payer' });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  await expect(progress(card, 'Envoi de votre demande…')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Supprimer' })).toBeDisabled();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement sécurisé' })).toBeVisible();
  const after = await ordersOf(page, 101, 10211);
  test.info().annotations.push({
    type: 'orders after a slow cart payment',
    description: `${after - before}`,
  });
  expect(after).toBe(before + 1);
});
