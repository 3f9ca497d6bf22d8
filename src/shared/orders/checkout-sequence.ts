import { unwrapAsApiError } from '../api/api-query-error';
import { hasOwnPaymentAccount, readClubDetails } from '../clubs/get-club-details';
import type { AppDispatch } from '../store/store';
import { orderEndpoints } from './order-api';

/** Who pays: the names the payment provider shows. */
export type Payer = { firstName: string; lastName: string };

/** A created order to pay, and the club whose own provider account picks the link's variant. */
export type OrderPayment = { orderId: number; clubId: number; payer: Payer };

/** An order created (postOrder), and whether an earlier try has confirmed it already. */
export type OrderToCheckout = OrderPayment & { amount: number; confirmed: boolean };

/**
 * A failure is data, with whether the order got confirmed before it, so that a retry goes on
 * from there without confirming twice; `error` is the HTTP layer's ApiError (already told unless
 * silent) or the caller's own.
 */
export type CheckoutResult =
  | { kind: 'link'; link: string | null; zeroEuro: boolean }
  | { kind: 'zero-euro-failed' }
  | { kind: 'failed'; confirmed: boolean; error: unknown };

/**
 * The payment link of a confirmed order (docs/spec/enrolment.md 7): the checkout's last step in the wizard
 * and the cart, and 'Paiement' in Mes inscriptions (docs/spec/members-area.md 2). The club is read through
 * the one club entry (src/shared/clubs/), which the wizard has already loaded. 'FULL' or null are
 * for the caller to tell (followPaymentLink, paymentLinkMessages). Rejects with ApiError.
 */
export async function paymentLinkOf(
  dispatch: AppDispatch,
  { orderId, clubId, payer }: OrderPayment,
  silent?: boolean,
): Promise<string | null> {
  const club = await readClubDetails(dispatch, clubId);
  const { link } = await unwrapAsApiError(
    dispatch(
      orderEndpoints.getOrderPaymentLink.initiate({
        order: { orderId, firstName: payer.firstName, lastName: payer.lastName },
        clubHasPaymentSlug: hasOwnPaymentAccount(club),
        silent,
      }),
    ),
  );
  return link;
}

/**
 * The one checkout of a created order (docs/spec/enrolment.md 7), for the wizard and the cart: confirmed
 * once (confirmOrder), then paid at zero euro (postZeroEuroPayment) or through its payment link.
 * A failed zero-euro payment is only logged (docs/spec/enrolment.md 8).
 */
export async function checkoutOrder(
  dispatch: AppDispatch,
  order: OrderToCheckout,
  silent?: boolean,
): Promise<CheckoutResult> {
  let confirmed = order.confirmed;
  try {
    if (!confirmed) {
      const { orderId } = order;
      await unwrapAsApiError(dispatch(orderEndpoints.confirmOrder.initiate({ orderId, silent })));
      confirmed = true;
    }
    if (order.amount === 0) return await payAtZeroEuro(dispatch, order.orderId);
    return { kind: 'link', link: await paymentLinkOf(dispatch, order, silent), zeroEuro: false };
  } catch (error) {
    return { kind: 'failed', confirmed, error };
  }
}

async function payAtZeroEuro(dispatch: AppDispatch, orderId: number): Promise<CheckoutResult> {
  try {
    const { link } = await dispatch(orderEndpoints.postZeroEuroPayment.initiate(orderId)).unwrap();
    return { kind: 'link', link, zeroEuro: true };
  } catch (error) {
    console.error('Zero-euro payment failed', error);
    return { kind: 'zero-euro-failed' };
  }
}
