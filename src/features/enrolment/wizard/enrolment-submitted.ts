import { api } from '@/shared/api/api-slice';
import { unshownFailureMessage } from '@/shared/api/unshown-failure';
import { paymentLinkMessages } from '@/shared/orders/payment-link-messages';
import { keepPaymentReceipt, type NewPaymentReceipt } from '@/shared/orders/payment-receipt';
import { selectSelectedId } from '@/shared/session/current-profile';
import { singleFlight } from '@/shared/store/single-flight';
import { createAppAsyncThunk, type AppDispatch, type RootState } from '@/shared/store/store';
import { errorToast, infoToast, successToast, toastShown } from '@/shared/ui/ui-slice';
import {
  submitEnrolment,
  type Order,
  type SubmitKind,
  type SubmitOutcome,
} from './submit-enrolment';

export const enrolmentSubmitFlight = 'enrolment-submit';

type Submission = Order & {
  kind: SubmitKind;
  /** What the result page shows once the payment provider sends the member back. */
  receipt: NewPaymentReceipt;
};

/**
 * What the view does next. A redirect keeps the flight (`leaving`), so the buttons stay disabled
 * while the page leaves; 'failed' means a call failed and was told, the wizard stays as it was.
 */
export type SubmitResult =
  | Exclude<SubmitOutcome, { kind: 'redirected' }>
  | { kind: 'redirected'; url: string; leaving: true }
  | { kind: 'failed' };

/** Reloading another profile would switch the portal to it: only the current one is reloaded. */
function reloadEnrolledProfile(dispatch: AppDispatch, state: RootState, profileId: number) {
  const current = selectSelectedId(state) === profileId;
  dispatch(api.util.invalidateTags(current ? ['Orders', 'Profile'] : ['Orders']));
}

/** The French words of each outcome (docs/spec/enrolment.md 2, 4 and 8). */
function tell(outcome: SubmitOutcome, dispatch: AppDispatch): void {
  switch (outcome.kind) {
    case 'pre-registered':
      dispatch(successToast('Demande envoyée'));
      return;
    case 'requested':
      dispatch(
        toastShown({
          kind: 'success',
          title: 'Demande envoyée !',
          message: "Votre demande d'inscription a été effectuée avec succès.",
        }),
      );
      return;
    case 'full':
      dispatch(infoToast(paymentLinkMessages.full.message, paymentLinkMessages.full.title));
      return;
    case 'missing':
      dispatch(errorToast(paymentLinkMessages.missing));
      return;
    default:
      return;
  }
}

/**
 * The wizard's last button (docs/spec/enrolment.md 4 and 7), single-flight: a double click sends
 * one request. It tells the outcome, refreshes what a sent request changes, keeps the receipt of
 * a payment, and returns the outcome for the view to `unwrap()`.
 */
export const enrolmentSubmitted = createAppAsyncThunk(
  'enrolmentWizard/submitted',
  async (
    { kind, receipt, ...order }: Submission,
    { dispatch, getState },
  ): Promise<SubmitResult> => {
    try {
      const outcome = await submitEnrolment(kind, order, { dispatch, getState });
      tell(outcome, dispatch);
      if (outcome.kind === 'pre-registered' || outcome.kind === 'requested') {
        reloadEnrolledProfile(dispatch, getState(), order.profileId);
      }
      if (outcome.kind !== 'redirected') return outcome;
      keepPaymentReceipt({ ...receipt, orderId: outcome.orderId });
      return { ...outcome, leaving: true };
    } catch (error) {
      // The HTTP layer has shown an HTTP failure; any other is said here, never left silent.
      const message = unshownFailureMessage(error);
      if (message) dispatch(errorToast(message));
      return { kind: 'failed' };
    }
  },
  singleFlight(() => enrolmentSubmitFlight),
);
