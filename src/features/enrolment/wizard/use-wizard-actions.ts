import { selectSelectedId } from '@/shared/session/current-profile';
import { selectAccount } from '@/shared/session/session-slice';
import { selectInFlight } from '@/shared/store/single-flight';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { useGetClubDetailsQuery } from '@/shared/clubs/get-club-details';
import { addedToCart } from './added-to-cart';
import {
  enrolmentSubmitFlight,
  enrolmentSubmitted,
  type SubmitResult,
} from './enrolment-submitted';
import { orderPartsOf } from './order-parts';
import { cartItemOf, orderPayload } from './order-payload';
import { receiptOf } from './receipt-of';
import { submitKindOf } from './submit-enrolment';
import type { WizardModel } from './use-wizard-model';

export type WizardExits = {
  close: () => void;
  /** Leaves for the payment provider; the basket is already cleared when it is called. */
  leaveFor?: (url: string) => void;
  /** Called when the enrolment is over (sent, or left for payment). */
  onFinished: () => void;
};

/**
 * The wizard's two ways out with the sign-up: the last button's thunk, whose outcome decides
 * where the wizard goes, and 'Ajouter au panier'. The thunks tell the member; the view moves.
 */
export function useWizardActions(model: WizardModel, { close, leaveFor, onFinished }: WizardExits) {
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const spaceProfileId = useAppSelector(selectSelectedId);
  const busy = useAppSelector((state) => selectInFlight(state, enrolmentSubmitFlight));
  const club = useGetClubDetailsQuery(model.basket.clubId).currentData;
  const { basket, category, activity, profile } = model;

  async function submit() {
    const parts = orderPartsOf(model);
    if (busy || !model.stepValid || !parts || !category) return;
    let result: SubmitResult;
    try {
      result = await dispatch(
        enrolmentSubmitted({
          kind: submitKindOf(basket.signinMethod, category.registrationWithoutValidation),
          profileId: profile.id,
          clubId: basket.clubId,
          payload: orderPayload(parts),
          payer: { firstName: parts.details.firstname, lastName: parts.details.lastname },
          receipt: receiptOf(model, {
            club,
            activity,
            categoryTitle: category.title,
            member: { ...parts.details, id: profile.id, memberships: profile.memberships },
            spaceProfileId: spaceProfileId ?? undefined,
            now: new Date(),
          }),
        }),
      ).unwrap();
    } catch {
      // Refused by the single flight: the click that is already sending decides.
      return;
    }
    if (result.kind === 'pre-registered') {
      onFinished();
      close();
    } else if (result.kind === 'requested') {
      model.requestSent();
    } else if (result.kind === 'full') {
      close();
    } else if (result.kind === 'redirected') {
      onFinished();
      (leaveFor ?? ((address: string) => window.location.assign(address)))(result.url);
    }
  }

  function addToCart() {
    const parts = orderPartsOf(model);
    if (busy || !parts || !account || !category || !model.priceInput) return;
    dispatch(
      addedToCart(
        cartItemOf({
          ...parts,
          activityTitle: activity.title,
          categoryTitle: category.title,
          registrationWithoutValidation: category.registrationWithoutValidation,
          paymentOption: model.paymentOption,
          pricing: model.priceInput,
        }),
      ),
    );
    close();
  }

  return { busy, submit, addToCart };
}
