import { unshownFailureMessage } from '@/shared/api/unshown-failure';
import { singleFlight, type LeavingPayload } from '@/shared/store/single-flight';
import { createAppAsyncThunk } from '@/shared/store/store';
import { errorToast } from '@/shared/ui/ui-slice';
import type { OrderPayload } from '../api/order-payload-schema';
import {
  submitEnrolment,
  type SubmitKind,
  type SubmitOutcome,
  type SubmitProgress,
} from './submit-enrolment';

export const enrolmentSubmitFlight = 'enrolment-submit';

type Submission = {
  kind: SubmitKind;
  payload: OrderPayload;
  payer: { firstName: string; lastName: string };
  progress: SubmitProgress;
  go: (url: string) => void;
  /** The wizard's reaction, run while the flight still holds the buttons. */
  react: (outcome: SubmitOutcome) => void;
};

/**
 * The wizard's last button (enrolment.md sections 4 and 7), single-flight: a double click sends
 * one request. Calls that fail have shown their French message; the wizard stays where it was.
 */
export const enrolmentSubmitted = createAppAsyncThunk(
  'enrolmentWizard/submitted',
  async ({ kind, payload, payer, progress, go, react }: Submission, { dispatch }) => {
    let leaving = false;
    try {
      const outcome = await submitEnrolment(
        kind,
        payload,
        payer,
        progress,
        (url) => {
          leaving = true;
          go(url);
        },
        dispatch,
      );
      react(outcome);
    } catch (error) {
      // The http layer has shown an HTTP failure; any other is said here, never left silent.
      const message = unshownFailureMessage(error);
      if (message) dispatch(errorToast(message));
    }
    return leaving ? ({ leaving: true } satisfies LeavingPayload) : 'done';
  },
  singleFlight(() => enrolmentSubmitFlight),
);
