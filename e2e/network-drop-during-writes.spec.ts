import type { Page } from '@playwright/test';
import { expect, expectAccessible, family, test } from './fixtures';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

type Rule = {
  api: 'main' | 'pass';
  method: 'POST';
  path: string;
  times: 1;
  answerLost?: true;
  networkError?: true;
};

/**
 * The mock's rules and Claire's cart, written once per tab on the portal's origin before it
 * starts (a later navigation must not bring a worn-out rule back): docs/api.md 'answerLost'.
 */
async function prepare(page: Page, origin: string, rules: Rule[], cart?: unknown): Promise<void> {
  await page.addInitScript(
    ({ portal, rulesValue, cartValue }) => {
      if (window.location.origin !== portal || sessionStorage.getItem('network-drop-seeded'))
        return;
      localStorage.setItem('mock-control', rulesValue);
      if (cartValue) localStorage.setItem('cart', cartValue);
      sessionStorage.setItem('network-drop-seeded', 'yes');
    },
    {
      portal: origin,
      rulesValue: JSON.stringify({ rules }),
      cartValue: cart === undefined ? undefined : JSON.stringify(cart),
    },
  );
}

/** Rows of a table of the mocked backend's database, as the page's worker keeps it. */
async function rowsOf<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate((name) => {
    const stored = JSON.parse(localStorage.getItem('mock-db') ?? '{}') as Record<string, unknown>;
    return (stored[name] ?? []) as never[];
  }, table);
}

/** Yoga 'Adultes' at AMSF Lyon for Claire, at today's price, in the stored shape of the cart. */
const yoga = {
  key: 'cart-yoga-network',
  quantity: 1,
  order: {
    profileId: 101,
    memberId: 101,
    activityCategoryPriceId: 10211,
    licenseLevelId: 1,
    reservation: null,
    promo: { id: 1, title: 'Rentrée sportive', discountPercentage: 10 },
    paymentMethodId: 1,
    profileDetails: {
      firstname: 'Claire',
      lastname: 'Martin',
      birthday: '1984-03-12',
      gender: 'F',
      email: family.email,
      address: '14 rue Victor Hugo',
      addressContinued: 'Bâtiment B, 3e étage',
      city: 'Lyon',
      postalCode: '69002',
    },
    amount: 166.5,
  },
  clubId: 1,
  activityId: 102,
  categoryId: 1021,
  seasonId: 4,
  activityTitle: 'Yoga',
  categoryTitle: 'Adultes',
  priceName: 'Cotisation annuelle',
  initialPriceAmount: 240,
  licenseLevelTitle: 'licence Premium',
  discountAmount: 10,
  discountDroitClubAmount: 45,
  transactionFees: 0,
  pricing: {
    initialPrice: 240,
    discount: 10,
    clubRightDiscount: 45,
    promoPercentage: 10,
    licenceUpgrade: null,
  },
  registrationWithoutValidation: true,
  firstname: 'Claire',
  lastname: 'Martin',
  priceChanged: false,
};

type OrderRow = { profileId: number; categoryPriceId: number };

test("the cart's order is stored but its answer is lost: the member is told, pays again and one order exists", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await prepare(
    page,
    origin,
    [{ api: 'main', method: 'POST', path: '/orders', times: 1, answerLost: true }],
    { [family.email]: [yoga] },
  );
  await openSignedIn(page);
  await page.getByRole('link', { name: /Claire Martin/ }).click();
  const yogaOrders = async () =>
    (await rowsOf<OrderRow>(page, 'orders')).filter(
      (row) => row.profileId === 101 && row.categoryPriceId === 10211,
    ).length;
  const before = await yogaOrders();

  const cartButton = page.getByRole('button', { name: /^Panier/ });
  await cartButton.click();
  const dialog = page.getByRole('dialog', { name: 'Votre Panier' });
  const card = dialog.getByRole('article', { name: 'Adhésion Yoga (Adultes)' });
  await card.getByRole('button', { name: 'Payer' }).click();

  await expect(page.getByText('Connexion interrompue')).toBeVisible();
  await expect(
    page.getByText(/La connexion a été coupée pendant l'envoi de votre inscription/),
  ).toBeVisible();
  // The server stored it; nothing was sent again by itself, and the item waits in the cart.
  expect(await yogaOrders()).toBe(before + 1);
  await expect(cartButton).toHaveAccessibleName('Panier, 1 article');
  await expectAccessible(page);

  // One retry: the order the lost answer created is found and paid, not created again.
  await cartButton.click();
  await card.getByRole('button', { name: 'Payer' }).click();
  await page.waitForURL(/\/mock-checkout\//);
  await expect(page.getByRole('heading', { name: /Paiement sécurisé/ })).toBeVisible();
  expect(await yogaOrders()).toBe(before + 1);
});

type BookingRow = { ayantDroitId: number; sessionId: number };

/** Opens an 'Étirements' session in Claire's PASS programme and presses 'Réserver' under `fault`. */
async function bookUnderFault(page: Page, origin: string, fault: 'answerLost' | 'networkError') {
  await prepare(page, origin, [
    {
      api: 'pass',
      method: 'POST',
      path: '/Reservations/ReserverCreneau/*',
      times: 1,
      [fault]: true,
    },
  ]);
  await openPass(page, 101, 'seances');
  await page.getByRole('tab', { name: 'Programmation' }).click();
  const bookings = async () => (await rowsOf<BookingRow>(page, 'passReservations')).length;
  const before = await bookings();

  await slot(page, 'Étirements', 2).click();
  const dialog = sessionDialog(page, 'Étirements');
  await dialog.getByRole('button', { name: 'Réserver' }).click();
  const notice = dialog.getByRole('alert');
  await expect(notice).toContainText(
    "La connexion a été coupée pendant l'envoi de votre réservation.",
  );
  return { dialog, notice, bookings, before };
}

test('a PASS booking stored but whose answer is lost: the member is told it is booked, one booking', async ({
  page,
  baseURL,
}) => {
  const { dialog, notice, bookings, before } = await bookUnderFault(
    page,
    new URL(baseURL ?? '').origin,
    'answerLost',
  );
  // It reached the server: the bookings read again say so, and nothing is left to retry.
  await expect(notice).toContainText('Votre réservation a bien été enregistrée.');
  await expect(dialog.getByText('Séance réservée')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Réserver' })).toHaveCount(0);
  await expectAccessible(page);
  expect(await bookings()).toBe(before + 1);
});

test('a PASS booking that never reached the server: the member is told, retries once, one booking', async ({
  page,
  baseURL,
}) => {
  const { dialog, notice, bookings, before } = await bookUnderFault(
    page,
    new URL(baseURL ?? '').origin,
    'networkError',
  );
  await expect(notice).toContainText("Votre réservation n'a pas été enregistrée");
  expect(await bookings()).toBe(before);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Réserver' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre réservation est confirmée.' }),
  ).toBeVisible();
  await expect.poll(bookings).toBe(before + 1);
});
