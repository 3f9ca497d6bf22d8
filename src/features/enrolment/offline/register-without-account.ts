import { paths } from '@/shared/config/paths';
import { followPaymentLink } from '@/shared/lib/follow-payment-link';
import { readClubDetails } from '@/shared/clubs/get-club-details';
import { paymentLinkMessages } from '@/shared/orders/payment-link-messages';
import { keepPaymentReceipt } from '@/shared/orders/payment-receipt';
import { singleFlight, type LeavingPayload } from '@/shared/store/single-flight';
import { createAppAsyncThunk, type AppDispatch } from '@/shared/store/store';
import { errorToast, infoToast, toastShown } from '@/shared/ui/ui-slice';
import { checkMemberEmail } from '../api/check-member-email';
import { postOfflinePaymentLink } from '../api/post-offline-payment-link';
import { postRegisterEvent } from '../api/post-register-event';
import {
  buildOfflineMember,
  buildPaymentLinkRequest,
  type OfflineRegistrationValues,
  type OfflineTarget,
} from './rules/offline-registration';
import { visitorReceipt } from './rules/visitor-receipt';

export const offlineMessages = {
  emailTaken: 'Cette adresse email est déjà utilisée, veuillez vous connecter.',
  sentTitle: 'Demande envoyée !',
  sent: "Votre demande d'inscription a été effectuée avec succès.",
  notSent: "Votre demande d'inscription n'a pas pu être enregistrée. Veuillez réessayer.",
} as const;

export const offlineRegistrationFlight = 'offline-registration';

/** 'closed': the dialog may close; 'kept': the form stays filled; leaving: off to the checkout. */
type Outcome = 'closed' | 'kept' | LeavingPayload;

type Registration = { values: OfflineRegistrationValues; target: OfflineTarget };

async function pay(dispatch: AppDispatch, { values, target }: Registration): Promise<Outcome> {
  const member = buildOfflineMember(values);
  const { link } = await postOfflinePaymentLink(
    dispatch,
    buildPaymentLinkRequest(member, target, {
      origin: window.location.origin,
      currentUrl: window.location.href,
      successPath: paths.paymentResult('success'),
      errorPath: paths.paymentResult('error'),
    }),
  );
  // The result page's receipt (issue 34), kept only when the visitor really leaves.
  const club = await readClubDetails(dispatch, target.clubId).catch(() => undefined);
  const outcome = followPaymentLink(link, (url) => {
    keepPaymentReceipt(visitorReceipt(member, target, club));
    window.location.assign(url);
  });
  if (outcome === 'redirected') return { leaving: true };
  if (outcome === 'full') {
    dispatch(infoToast(paymentLinkMessages.full.message, paymentLinkMessages.full.title));
    return 'closed';
  }
  dispatch(errorToast(paymentLinkMessages.missing));
  return 'kept';
}

async function sendFree(dispatch: AppDispatch, { values, target }: Registration): Promise<Outcome> {
  const answer = await postRegisterEvent(
    dispatch,
    { clubId: target.clubId, activityId: target.activityId, categoryId: target.categoryId },
    [buildOfflineMember(values)],
  );
  if (!answer.success) {
    dispatch(errorToast(offlineMessages.notSent));
    return 'kept';
  }
  dispatch(
    toastShown({
      kind: 'success',
      title: offlineMessages.sentTitle,
      message: offlineMessages.sent,
    }),
  );
  return 'closed';
}

/** Registration without an account: sent as is when free, through the checkout when paid. */
export const registerWithoutAccount = createAppAsyncThunk(
  'offlineRegistration/submitted',
  async (registration: Registration, { dispatch }): Promise<Outcome> => {
    try {
      if (await checkMemberEmail(dispatch, registration.values.email)) {
        dispatch(errorToast(offlineMessages.emailTaken, 'Erreur'));
        return 'kept';
      }
      return registration.target.amount > 0
        ? await pay(dispatch, registration)
        : await sendFree(dispatch, registration);
    } catch {
      // The API layer has already shown the French error; the form stays filled for a retry.
      return 'kept';
    }
  },
  singleFlight(() => offlineRegistrationFlight),
);
