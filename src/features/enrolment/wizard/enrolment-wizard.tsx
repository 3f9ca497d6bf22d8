import { useDeferredValue, useId, useRef, type MouseEvent } from 'react';
import { combineQueries } from '@/shared/api/query-status';
import { selectProfiles } from '@/shared/session/current-profile';
import type { ApiProfile } from '@/shared/session/schemas';
import { useAppSelector } from '@/shared/store/store';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';
import { ErrorState } from '@/shared/ui/error-state';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import type { Activity } from '../api/activity';
import { lastButtonLabel, stepTitles, type StepId } from '../rules/steps';
import type { Basket } from './basket';
import { StepContent } from './step-content';
import { stepFailure } from './step-failure';
import { useStepFocus } from './use-step-focus';
import { useWizardActions, type WizardExits } from './use-wizard-actions';
import { useWizardModel } from './use-wizard-model';
import { WizardModelContext } from './wizard-context';
import { selectBasket } from './wizard-slice';
import { WizardStepper } from './wizard-stepper';
import './wizard.css';

export type EnrolmentWizardProps = WizardExits & { profileId: number; activity: Activity };

/** The 'Inscription' dialog's content: step bar, current step and buttons. */
export function EnrolmentWizard(props: EnrolmentWizardProps) {
  const basket = useAppSelector((state) => selectBasket(state, props.profileId));
  const profile = useAppSelector(selectProfiles).find((entry) => entry.id === props.profileId);
  if (!basket || !profile) {
    return <ErrorState message="Cette inscription n'est plus disponible." />;
  }
  return <WizardBody {...props} profile={profile} basket={basket} />;
}

type BodyProps = EnrolmentWizardProps & { profile: ApiProfile; basket: Basket };

function WizardBody({ profile, activity, basket, ...exits }: BodyProps) {
  const model = useWizardModel(profile, activity, basket);
  const { busy, submit, addToCart } = useWizardActions(model, exits);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const { stepIndex, steps, category, isLastStep } = model;
  const stepId = useShownStep(model.stepId, steps);
  const shownIndex = steps.indexOf(stepId);
  const moving = stepId !== model.stepId;
  // The club's rules and the licence levels decide the steps and the amounts: nothing before.
  const loaded = combineQueries(model.settlementQuery, model.levelsQuery);
  useStepFocus(headingRef, stepId, loaded.status === 'succeeded');

  const label = lastButtonLabel({
    registrationWithoutValidation: category?.registrationWithoutValidation ?? false,
    method: basket.signinMethod,
    price: model.amount ?? 0,
  });

  return (
    <QueryBoundary
      state={loaded}
      loadingLabel="Chargement de l'inscription…"
      renderFailure={stepFailure}
    >
      {() => (
        <WizardModelContext.Provider value={model}>
          <div className={moving ? 'wizard wizard--moving' : 'wizard'}>
            <WizardStepper steps={steps} current={shownIndex} />
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
                Étape {shownIndex + 1} sur {steps.length}
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
                      exits.onFinished();
                      exits.close();
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
                      if (!isRepeatedClick(event)) exits.close();
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
        </WizardModelContext.Provider>
      )}
    </QueryBoundary>
  );
}

/**
 * The step on screen: the model's, drawn in a render of its own after the press that moved it
 * (useDeferredValue), so that the press is answered at the next frame and the new step's screen is
 * built in short tasks after it (docs/adr/0029-low-tier-first-steps.md). A step the list no longer
 * holds is never shown.
 */
function useShownStep(stepId: StepId, steps: readonly StepId[]): StepId {
  const shown = useDeferredValue(stepId);
  return steps.includes(shown) ? shown : stepId;
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
