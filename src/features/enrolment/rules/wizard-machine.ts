import { buildSteps, stepIds, type SigninMethod, type StepId, type StepListInput } from './steps';

/**
 * What the guards of docs/spec/enrolment.md 2 ('Suivant is disabled while the current step
 * reports invalid') look at, already derived from the basket and the loaded data.
 */
export type StepFacts = {
  detailsValid: boolean;
  /** The chosen category may be subscribed for the chosen season (docs/spec/enrolment.md 4). */
  subscribable: boolean;
  priceChosen: boolean;
  /** No session ticked, or one still open. */
  sessionUsable: boolean;
  licenceChosen: boolean;
  settlementAccepted: boolean;
  questionnaireValid: boolean;
  paymentOptionChosen: boolean;
  /** The payment options have answered and the amount is 0: there is nothing to choose. */
  nothingToPay: boolean;
};

/** The guard of each step; the summary (and every step without a rule) is always valid. */
export function isStepValid(step: StepId, facts: StepFacts, method: SigninMethod | null): boolean {
  switch (step) {
    case 'details':
      return facts.detailsValid;
    case 'category':
      return facts.subscribable && facts.priceChosen && facts.sessionUsable;
    case 'licence':
      return facts.licenceChosen;
    case 'settlement':
      return facts.settlementAccepted;
    case 'method':
      return method !== null;
    case 'questionnaire-adult':
    case 'questionnaire-minor':
      return facts.questionnaireValid;
    case 'payment':
      return facts.paymentOptionChosen || facts.nothingToPay;
    default:
      return true;
  }
}

/** Keeps the step the member was on when the list changes: the last one not after it. */
export function currentStepOf(steps: readonly StepId[], stepId: StepId): StepId {
  if (steps.includes(stepId)) return stepId;
  const rank = stepIds.indexOf(stepId);
  return [...steps].reverse().find((step) => stepIds.indexOf(step) <= rank) ?? steps[0]!;
}

/** The machine's state, as the basket keeps it. */
export type WizardPosition = { stepId: StepId; signinMethod: SigninMethod | null };

/** What the step list is built from besides the method, and the guards' facts. */
export type MachineContext = Omit<StepListInput, 'method'> & { facts: StepFacts };

export type WizardEvent =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'methodChosen'; method: SigninMethod }
  /** An online request the club validates was sent: 'Merci !' (docs/spec/enrolment.md 4). */
  | { type: 'requestSent' };

export function stepsAt(position: WizardPosition, context: MachineContext): StepId[] {
  return buildSteps({ ...context, method: position.signinMethod });
}

/**
 * The wizard's transitions (docs/spec/enrolment.md 2 and 4): Suivant moves on only when the
 * current step is valid, and never into 'Fin', which only a sent request reaches (the last step's
 * button sends instead); Précédent from the method step clears the method; choosing a method
 * stores it and skips to the step after it in the list rebuilt for it. An event that does not
 * apply leaves the position as it is.
 */
export function wizardTransition(
  position: WizardPosition,
  event: WizardEvent,
  context: MachineContext,
): WizardPosition {
  const steps = stepsAt(position, context);
  const current = currentStepOf(steps, position.stepId);
  const index = steps.indexOf(current);
  switch (event.type) {
    case 'next': {
      const target = steps[index + 1];
      if (!target || target === 'end') return position;
      if (!isStepValid(current, context.facts, position.signinMethod)) return position;
      return { ...position, stepId: target };
    }
    case 'previous': {
      const target = steps[index - 1];
      if (!target || current === 'end') return position;
      const signinMethod = current === 'method' ? null : position.signinMethod;
      return { stepId: target, signinMethod };
    }
    case 'methodChosen': {
      const rebuilt = buildSteps({ ...context, method: event.method });
      const at = rebuilt.indexOf('method');
      const target = rebuilt[at + 1];
      if (at < 0 || !target) return position;
      return { stepId: target, signinMethod: event.method };
    }
    case 'requestSent':
      return { ...position, stepId: 'end' };
  }
}
