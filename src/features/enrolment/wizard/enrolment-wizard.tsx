import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { selectAccount } from '@/shared/session/session-slice';
import { selectProfiles, selectSelectedId } from '@/shared/session/current-profile';
import { api } from '@/shared/api/api-slice';
import { selectInFlight } from '@/shared/store/single-flight';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { errorToast, infoToast, successToast, toastShown } from '@/shared/ui/ui-slice';
import type { ApiProfile } from '@/shared/session/schemas';
import { paymentLinkMessages } from '@/shared/orders/payment-link-messages';
import { keepPaymentReceipt } from '@/shared/orders/payment-receipt';
import { useGetClubDetailsQuery } from '@/shared/clubs/get-club-details';
import type { Activity } from '../api/activity';
import { itemAdded, loadCart } from '../cart/cart-slice';
import { attestationToSend } from '../rules/questionnaire';
import { lastButtonLabel, stepTitles, type StepId } from '../rules/steps';
import type { Basket } from './basket';
import { detailsSchema } from './details-schema';
import { receiptOf } from './receipt-of';
import { wizardInstances } from './mount-tracker';
import {
  atTheClubPaymentMethodId,
  cartItemOf,
  onlineInOneGo,
  orderPayload,
  type OrderParts,
} from './order-payload';
import { CategoryStep } from './steps/category-step';
import { ConfirmationStep } from './steps/confirmation-step';
import { DetailsStep } from './steps/details-step';
import { EndStep } from './steps/end-step';
import { LicenceStep } from './steps/licence-step';
import { MethodStep } from './steps/method-step';
import { PaymentStep } from './steps/payment-step';
import { QuestionnaireStep } from './steps/questionnaire-step';
import { SettlementStep } from './steps/settlement-step';
import { SummaryStep } from './steps/summary-step';
import { enrolmentSubmitFlight, enrolmentSubmitted } from './enrolment-submitted';
import { submitKindOf, type SubmitProgress } from './submit-enrolment';
import { useWizardModel, WizardContext, type WizardModel } from './use-wizard-model';
import { WizardStepper } from './wizard-stepper';
import { selectBasket } from './wizard-slice';
import './wizard.css';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

export type EnrolmentWizardProps = {
  profileId: number;
  activity: Activity;
  close: () => void;
  /** Leaves for the payment provider; the basket is already cleared when it is called. */
  leaveFor?: (url: string) => void;
  /** Called when the enrolment is over (sent, or left for payment). */
  onFinished: () => void;
};

/** The 'Inscription' dialog's content: step bar, current step and buttons. */
export function EnrolmentWizard(props: EnrolmentWizardProps) {
  wizardInstances.useTracked(props.profileId);
  const basket = useAppSelector((state) => selectBasket(state, props.profileId));
  const profile = useAppSelector(selectProfiles).find((entry) => entry.id === props.profileId);
  if (!basket || !profile) {
    return <ErrorState message="Cette inscription n'est plus disponible." />;
  }
  return <WizardBody {...props} profile={profile} basket={basket} />;
}

type BodyProps = EnrolmentWizardProps & { profile: ApiProfile; basket: Basket };

function WizardBody({ profile, activity, basket, close, leaveFor, onFinished }: BodyProps) {
  const model = useWizardModel(profile, activity, basket);
  const club = useGetClubDetailsQuery(basket.clubId).currentData;
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const currentProfileId = useAppSelector(selectSelectedId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const busy = useAppSelector((state) => selectInFlight(state, enrolmentSubmitFlight));
  const progress = useRef<SubmitProgress>({ clubId: basket.clubId });
  const { settlement, levels, stepId, stepIndex, steps, category } = model;
  const ready = settlement.status === 'succeeded' && levels.status === 'succeeded';

  // A new step starts at its top, with the focus on its heading (after showModal on opening).
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      const heading = headingRef.current;
      const dialog = heading?.closest('dialog');
      if (dialog) dialog.scrollTop = 0;
      heading?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [stepId, ready]);

  if (settlement.status === 'failed' || levels.status === 'failed') {
    const failed = settlement.status === 'failed' ? settlement : levels;
    return (
      <ErrorState
        message={failed.status === 'failed' ? failed.message : ''}
        onRetry={() => {
          settlement.retry();
          levels.retry();
        }}
      />
    );
  }
  if (!ready) return <Spinner label="Chargement de l'inscription…" />;

  const isLastStep = model.isLastStep;
  const label = lastButtonLabel({
    registrationWithoutValidation: category?.registrationWithoutValidation ?? false,
    method: basket.signinMethod,
    price: model.amount ?? 0,
  });

  function reloadEnrolledProfile() {
    // Reloading another profile would switch the portal to it: only the current one is reloaded.
    const current = currentProfileId === profile.id;
    dispatch(api.util.invalidateTags(current ? ['Orders', 'Profile'] : ['Orders']));
  }

  function submit() {
    const parts = orderPartsOf(model);
    if (busy || !model.stepValid || !parts || !category) return;
    void dispatch(
      enrolmentSubmitted({
        kind: submitKindOf(basket.signinMethod, category.registrationWithoutValidation),
        payload: orderPayload(parts),
        payer: { firstName: parts.details.firstname, lastName: parts.details.lastname },
        progress: progress.current,
        go: (url) => {
          keepPaymentReceipt(
            receiptOf(model, {
              club,
              activity,
              categoryTitle: category.title,
              member: { ...parts.details, memberships: profile.memberships },
              now: new Date(),
            }),
          );
          onFinished();
          (leaveFor ?? ((address: string) => window.location.assign(address)))(url);
        },
        react: (outcome) => {
          if (outcome.kind === 'pre-registered') {
            dispatch(successToast('Demande envoyée'));
            reloadEnrolledProfile();
            onFinished();
            close();
          } else if (outcome.kind === 'requested') {
            dispatch(
              toastShown({
                kind: 'success',
                title: 'Demande envoyée !',
                message: "Votre demande d'inscription a été effectuée avec succès.",
              }),
            );
            reloadEnrolledProfile();
            model.goTo('end');
          } else if (outcome.kind === 'full') {
            dispatch(infoToast(paymentLinkMessages.full.message, paymentLinkMessages.full.title));
            close();
          } else if (outcome.kind === 'missing') {
            dispatch(errorToast(paymentLinkMessages.missing));
          }
        },
      }),
    );
  }

  function addToCart() {
    const parts = orderPartsOf(model);
    if (busy || !parts || !account || !category || !model.priceInput) return;
    // The slice must hold this account's cart before the item joins it.
    dispatch(loadCart());
    dispatch(
      itemAdded(
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
    dispatch(
      toastShown({
        kind: 'success',
        title: 'Panier mis à jour',
        message: "L'inscription a été ajoutée au panier.",
      }),
    );
    close();
  }

  return (
    <WizardContext.Provider value={model}>
      <div className="wizard">
        <WizardStepper steps={steps} current={stepIndex} />
        <form
          className="wizard__form"
          aria-labelledby={headingId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (isLastStep) void submit();
            else model.next();
          }}
        >
          <p className="note wizard__position">
            Étape {stepIndex + 1} sur {steps.length}
          </p>
          <h3 className="wizard__heading" id={headingId} ref={headingRef} tabIndex={-1}>
            {stepTitles[stepId]}
          </h3>
          <StepContent stepId={stepId} onAddToCart={addToCart} busy={busy} />
          {busy && (
            <p className="wizard__sending" role="status">
              {sendingMessage}
            </p>
          )}
          <DialogActions className="wizard__actions">
            {stepId !== 'end' && (
              <Button
                variant="danger"
                onClick={() => {
                  // An explicit cancel forgets the sign-up at once; other closings wait 100 ms.
                  onFinished();
                  close();
                }}
              >
                Annuler ma demande et fermer
              </Button>
            )}
            {stepIndex > 0 && stepId !== 'end' && (
              <Button variant="secondary" onClick={model.previous} disabled={busy}>
                Précédent
              </Button>
            )}
            {stepId === 'end' ? (
              <Button
                variant="primary"
                onClick={(event) => {
                  if (!isRepeatedClick(event)) close();
                }}
              >
                Fin
              </Button>
            ) : (
              <Button
                type="submit"
                variant="primary"
                disabled={!model.stepValid || busy}
                busy={busy}
                onClick={(event) => {
                  if (isRepeatedClick(event)) event.preventDefault();
                }}
              >
                {isLastStep ? label : 'Suivant'}
              </Button>
            )}
          </DialogActions>
        </form>
      </div>
    </WizardContext.Provider>
  );
}

/** While the last button's calls are on their way, however long they take. */
const sendingMessage = 'Envoi de votre demande…';

/**
 * The second click of a double-click lands on whatever button took the first one's place (the
 * next step's Suivant, or Fin): it is ignored, so that a double-click moves one step only.
 */
function isRepeatedClick(event: MouseEvent<HTMLButtonElement>): boolean {
  return event.detail > 1;
}

function StepContent({
  stepId,
  onAddToCart,
  busy,
}: {
  stepId: StepId;
  onAddToCart: () => void;
  busy: boolean;
}): ReactNode {
  switch (stepId) {
    case 'details':
      return <DetailsStep />;
    case 'category':
      return <CategoryStep />;
    case 'licence':
      return <LicenceStep />;
    case 'settlement':
      return <SettlementStep />;
    case 'method':
      return <MethodStep />;
    case 'confirmation':
      return <ConfirmationStep />;
    case 'questionnaire-adult':
    case 'questionnaire-minor':
      return <QuestionnaireStep />;
    case 'payment':
      return <PaymentStep />;
    case 'summary':
      return <SummaryStep onAddToCart={onAddToCart} busy={busy} />;
    case 'end':
      return <EndStep />;
  }
}

/** The order's parts once every step before the last is valid; undefined otherwise. */
function orderPartsOf(model: WizardModel): OrderParts | undefined {
  const { basket, price, licence, amount } = model;
  const details = detailsSchema.safeParse(basket.profileDetails);
  if (!details.success || !price || !licence || amount === undefined) return undefined;
  const club = basket.signinMethod === 'GoClub';
  const paymentMethodId = club
    ? atTheClubPaymentMethodId
    : (model.paymentOption?.paymentMethod.id ?? (amount === 0 ? onlineInOneGo : undefined));
  if (paymentMethodId === undefined) return undefined;
  return {
    basket,
    details: details.data,
    price,
    licence,
    promo: model.promo,
    session: model.session,
    paymentMethodId,
    amount,
    healthAttestation: club
      ? false
      : attestationToSend(model.healthIds, model.health.answers, model.health.attested),
  };
}
