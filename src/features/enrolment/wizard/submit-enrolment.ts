import { followPaymentLink, type PaymentLinkOutcome } from '@/shared/lib/follow-payment-link';
import { checkoutOrder, type CheckoutResult, type Payer } from '@/shared/orders/checkout-sequence';
import { orderCalls } from '@/shared/orders/order-api';
import type { AppDispatch, RootState } from '@/shared/store/store';
import type { OrderPayload } from '../api/order-payload-schema';
import type { SigninMethod } from '../rules/steps';
import { atTheClubPaymentMethodId } from './order-payload';
import { checkoutProgressed, selectCheckoutProgress } from './wizard-slice';

export type SubmitKind = 'pre-registration' | 'online-request' | 'online-payment';

/** Club path: pre-registration; online: a request the club validates, or straight payment. */
export function submitKindOf(
  method: SigninMethod | null,
  registrationWithoutValidation: boolean,
): SubmitKind {
  if (method === 'GoClub') return 'pre-registration';
  return registrationWithoutValidation ? 'online-payment' : 'online-request';
}

/** What the last button's calls came to; 'redirected' carries the checked address to leave for. */
export type SubmitOutcome =
  | { kind: 'pre-registered' }
  | { kind: 'requested' }
  | { kind: Exclude<PaymentLinkOutcome, 'redirected'> }
  | { kind: 'redirected'; url: string; orderId: number }
  | { kind: 'zero-euro-failed' };

export type Order = { profileId: number; clubId: number; payload: OrderPayload; payer: Payer };

type Store = { dispatch: AppDispatch; getState: () => RootState };

/**
 * Saves the enrolment (docs/spec/enrolment.md 4 and 7). Calls that fail reject with the HTTP
 * layer's ApiError (it has shown the French message), leaving the wizard where it was.
 */
export async function submitEnrolment(
  kind: SubmitKind,
  order: Order,
  store: Store,
): Promise<SubmitOutcome> {
  const { dispatch } = store;
  if (kind === 'pre-registration') {
    await orderCalls.postPresignDemand(dispatch, {
      ...order.payload,
      paymentMethodId: atTheClubPaymentMethodId,
    });
    return { kind: 'pre-registered' };
  }
  if (kind === 'online-request') {
    await orderCalls.postPresignDemand(dispatch, order.payload);
    return { kind: 'requested' };
  }
  const result = await payOrder(order, store);
  if (result.kind !== 'link') return result;
  let address = '';
  const outcome = followPaymentLink(result.link, (url) => {
    address = url;
  });
  if (outcome !== 'redirected') return { kind: outcome };
  return { kind: outcome, url: address, orderId: result.orderId };
}

/**
 * Creates the order once and checks it out. What a retry must not repeat is kept in the wizard's
 * slice: an order created (and confirmed) before a later call failed is reused, so that a
 * second click never creates a second order nor confirms it twice.
 */
async function payOrder(
  order: Order,
  { dispatch, getState }: Store,
): Promise<Exclude<CheckoutResult, { kind: 'failed' }> & { orderId: number }> {
  const { profileId, payload, payer } = order;
  let progress = selectCheckoutProgress(getState(), profileId);
  if (!progress) {
    const created = await orderCalls.createOrder(dispatch, payload);
    // The club whose payment slug decides the provider is the one the order belongs to; an
    // answer without it leaves the club the member chose.
    progress = { orderId: created.id, clubId: created.clubId ?? order.clubId, confirmed: false };
    dispatch(checkoutProgressed({ profileId, ...progress }));
  }
  const { orderId, clubId } = progress;
  const result = await checkoutOrder(dispatch, {
    orderId,
    clubId,
    amount: payload.amount,
    payer,
    confirmed: progress.confirmed,
  });
  // Any outcome but a failure comes after the confirmation: a retry does not confirm again.
  const confirmed = result.kind === 'failed' ? result.confirmed : true;
  if (confirmed && !progress.confirmed) {
    dispatch(checkoutProgressed({ profileId, orderId, clubId, confirmed: true }));
  }
  if (result.kind === 'failed') throw result.error;
  return { ...result, orderId };
}
