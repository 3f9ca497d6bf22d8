import type { Page } from '@playwright/test';
import { expect, expectAccessible, family, test } from './fixtures';
import { yoga } from './cart-items';
import { prepareOnce as prepare, rowsOf } from './mock-state';
import { openPass, sessionDialog, slot } from './pass-journey';
import { authFile, openSignedIn } from './signed-in';

test.use({ storageState: authFile(family) });

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
async function bookUnderFault(
  page: Page,
  baseURL: string | undefined,
  fault: 'answerLost' | 'networkError',
) {
  const origin = new URL(baseURL ?? '').origin;
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
  const { dialog, notice, bookings, before } = await bookUnderFault(page, baseURL, 'answerLost');
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
  const { dialog, notice, bookings, before } = await bookUnderFault(page, baseURL, 'networkError');
  await expect(notice).toContainText("Votre réservation n'a pas été enregistrée");
  expect(await bookings()).toBe(before);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Réserver' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Votre réservation est confirmée.' }),
  ).toBeVisible();
  await expect.poll(bookings).toBe(before + 1);
});
