import { paymentLinkOf, type OrderPayment } from '@/shared/orders/order-payment-link';
import type { AppDispatch } from '@/shared/store/store';
import { checkoutCalls } from '../api/checkout-api';
import { postZeroEuroPayment } from '../api/post-zero-euro-payment';

/** An order created (POST /orders), whose club decides the payment provider. */
export type OrderToCheckout = OrderPayment & { amount: number };

export type CheckoutResult =
  { kind: 'link'; link: string | null; zeroEuro: boolean } | { kind: 'zero-euro-failed' };

/**
 * The one checkout of an order (enrolment.md 7), for the wizard and the cart: confirmed once
 * (`progress` keeps a retry from confirming again), then paid at zero euro or through its payment
 * link (src/shared/orders/, which 'Paiement' in Mes inscriptions uses too). Calls that fail
 * reject with the HTTP layer's ApiError; a failed zero-euro payment is only logged (section 8).
 */
export async function checkoutOrder(
  dispatch: AppDispatch,
  order: OrderToCheckout,
  progress: { confirmed?: boolean },
  silent?: boolean,
): Promise<CheckoutResult> {
  if (!progress.confirmed) {
    await checkoutCalls.confirmOrder(dispatch, order.orderId, silent);
    progress.confirmed = true;
  }
  if (order.amount === 0) {
    try {
      const { link } = await postZeroEuroPayment(dispatch, order.orderId);
      return { kind: 'link', link, zeroEuro: true };
    } catch (error) {
      console.error('Zero-euro payment failed', error);
      return { kind: 'zero-euro-failed' };
    }
  }
  return { kind: 'link', link: await paymentLinkOf(dispatch, order, silent), zeroEuro: false };
}
