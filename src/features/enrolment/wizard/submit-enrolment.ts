import type { AppDispatch } from '@/shared/store/store';
import { confirmOrder } from '../api/confirm-order';
import { createOrder } from '../api/create-order';
import { readClubDetails } from '../api/get-club-details';
import { getOrderPaymentLink } from '../api/get-order-payment-link';
import { postPresignDemand } from '../api/post-presign-demand';
import { postZeroEuroPayment } from '../api/post-zero-euro-payment';
import type { OrderPayload } from '../api/order-payload-schema';
import { followPaymentLink, type PaymentLinkOutcome } from '../payment/payment-link';
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
export type SubmitProgress = { orderId?: number; clubId?: number; confirmed?: boolean };

type Payer = { firstName: string; lastName: string };

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
    await postPresignDemand({ ...payload, paymentMethodId: atTheClubPaymentMethodId });
    return { kind: 'pre-registered' };
  }
  if (kind === 'online-request') {
    await postPresignDemand(payload);
    return { kind: 'requested' };
  }
  if (progress.orderId === undefined) {
    const created = await createOrder(payload);
    progress.orderId = created.id;
    // The club whose payment slug decides the provider is the one the order belongs to.
    progress.clubId = created.activityCategoryPrice.activityCategory.activity.clubId;
  }
  const orderId = progress.orderId;
  if (!progress.confirmed) {
    await confirmOrder(orderId);
    progress.confirmed = true;
  }
  const club = await readClubDetails(dispatch, progress.clubId ?? 0);
  if (payload.amount === 0) {
    try {
      const { link } = await postZeroEuroPayment(dispatch, orderId);
      return { kind: followPaymentLink(link, go) };
    } catch (error) {
      // Section 8: a zero-euro payment failure is only logged.
      console.error('Zero-euro payment failed', error);
      return { kind: 'zero-euro-failed' };
    }
  }
  const { link } = await getOrderPaymentLink(
    { orderId, firstName: payer.firstName, lastName: payer.lastName },
    Boolean(club.parametersClub.helloassoClubSlug),
  );
  return { kind: followPaymentLink(link, go) };
}
