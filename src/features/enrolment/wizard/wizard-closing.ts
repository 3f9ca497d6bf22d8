import { removeStored, storageKeys } from '@/shared/lib/storage';
import type { AppDispatch, RootState } from '@/shared/store/store';
import { clearBasket, selectWizardShown, wizardHidden } from './wizard-slice';

/** Closing clears the basket after 100 ms (docs/spec/enrolment.md 4), unless it is open again. */
const clearDelayMs = 100;

/** The sign-up is over (sent, left for payment, abandoned or cancelled): nothing is kept. */
export const enrolmentFinished = (profileId: number) => (dispatch: AppDispatch) => {
  dispatch(clearBasket(profileId));
  // The stored redirect only served to come back to a wizard in progress.
  removeStored(storageKeys.inscriptionRedirect);
};

/**
 * The wizard left the screen. It may come back at once (React's StrictMode mounts, unmounts and
 * mounts again in development; a resume reopens it): the basket goes only if it is still
 * hidden 100 ms later, so running the pair shown/hidden twice changes nothing.
 */
export const wizardClosed =
  (profileId: number) => (dispatch: AppDispatch, getState: () => RootState) => {
    dispatch(wizardHidden(profileId));
    window.setTimeout(() => {
      if (!selectWizardShown(getState(), profileId)) dispatch(enrolmentFinished(profileId));
    }, clearDelayMs);
  };
