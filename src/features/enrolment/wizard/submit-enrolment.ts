import { followPaymentLink, type PaymentLinkOutcome } from '@/shared/lib/follow-payment-link';
import { checkoutOrder, type Payer } from '@/shared/orders/checkout-sequence';
import { orderCalls } from '@/shared/orders/order-api';
import type { AppDispatch } from '@/shared/store/store';
import type { OrderPayload } from '../api/order-payload-schema';
import type { SigninMethod } from '../rules/steps';
import { atTheClubPaymentMethodId } from './order-payload';

export type SubmitKind = 'pre-registration' | 'online-request' | 'online-payment';

/** Club path: pre-registration; online: a request the club validates, or straight payment. */
export function submitKindOf(
  method: SigninMethod | null,
  registrationWithoutValidation: boolean,
): SubmitKind {
  if (method === 'GoClub') return 'pre-registration';
  return registrationWithoutValidation ? 'online-payment' : 'online-request';
}

export type SubmitOutcome =
  | { kind: 'pre-registered' }
  | { kind: 'requested' }
  | { kind: PaymentLinkOutcome }
  | { kind: 'zero-euro-failed' };

/**
 * What a retry must not repeat: an order created (and confirmed) before a later call failed is
 * reused, so that a second click never creates a second order.
 */
export type SubmitProgress = { orderId?: number; clubId: number; confirmed?: boolean };

/**
 * Saves the enrolment (sections 4 and 7). Calls that fail reject with the http layer's
 * ApiError (it has shown the French message), leaving the wizard where it was.
 */
export async function submitEnrolment(
  kind: SubmitKind,
  payload: OrderPayload,
  payer: Payer,
  progress: SubmitProgress,
  go: (url: string) => void,
  dispatch: AppDispatch,
): Promise<SubmitOutcome> {
  if (kind === 'pre-registration') {
    await orderCalls.postPresignDemand(dispatch, {
      ...payload,
      paymentMethodId: atTheClubPaymentMethodId,
    });
    return { kind: 'pre-registered' };
  }
  if (kind === 'online-request') {
    await orderCalls.postPresignDemand(dispatch, payload);
    return { kind: 'requested' };
  }
  if (progress.orderId === undefined) {
    const created = await orderCalls.createOrder(dispatch, payload);
    progress.orderId = created.id;
    // The club whose payment slug decides the provider is the one the order belongs to; an
    // answer without it leaves the club the member chose (the progress starts with it).
    progress.clubId = created.clubId ?? progress.clubId;
  }
  const result = await checkoutOrder(dispatch, {
    orderId: progress.orderId,
    clubId: progress.clubId,
    amount: payload.amount,
    payer,
    confirmed: progress.confirmed ?? false,
  });
  // Any outcome but a failure comes after the confirmation: a retry does not confirm again.
  progress.confirmed = result.kind === 'failed' ? result.confirmed : true;
  if (result.kind === 'failed') throw result.error;
  return result.kind === 'link' ? { kind: followPaymentLink(result.link, go) } : result;
}
