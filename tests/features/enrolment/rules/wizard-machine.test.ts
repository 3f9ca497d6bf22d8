import { describe, expect, it } from 'vitest';
import type { StepId } from '@/features/enrolment/rules/steps';
import {
  currentStepOf,
  isStepValid,
  wizardTransition,
  type MachineContext,
  type StepFacts,
  type WizardEvent,
  type WizardPosition,
} from '@/features/enrolment/rules/wizard-machine';

const allValid: StepFacts = {
  detailsValid: true,
  subscribable: true,
  priceChosen: true,
  sessionUsable: true,
  licenceChosen: true,
  settlementAccepted: true,
  questionnaireValid: true,
  paymentOptionChosen: true,
  nothingToPay: false,
};

const both = { forSale: true, possiblePreRegistration: true };
const saleOnly = { forSale: true, possiblePreRegistration: false };

function context(overrides: Partial<MachineContext> = {}, facts: Partial<StepFacts> = {}) {
  return {
    category: both,
    settlementRequired: false,
    adult: true,
    ...overrides,
    facts: { ...allValid, ...facts },
  };
}

describe('the guards: Suivant is disabled while the current step reports invalid', () => {
  it.each<[string, StepId, Partial<StepFacts>, boolean]>([
    ['details complete', 'details', {}, true],
    ['details missing', 'details', { detailsValid: false }, false],
    ['category: subscribable, priced, session open', 'category', {}, true],
    ['category already held this season', 'category', { subscribable: false }, false],
    ['category without a price chosen', 'category', { priceChosen: false }, false],
    ['category with a closed session ticked', 'category', { sessionUsable: false }, false],
    ['licence chosen', 'licence', {}, true],
    ['no licence chosen', 'licence', { licenceChosen: false }, false],
    ['club rules accepted', 'settlement', {}, true],
    ['club rules not accepted', 'settlement', { settlementAccepted: false }, false],
    ['adult questionnaire answered', 'questionnaire-adult', {}, true],
    ['minor questionnaire unanswered', 'questionnaire-minor', { questionnaireValid: false }, false],
    ['payment option chosen', 'payment', {}, true],
    [
      'nothing to pay, nothing to choose',
      'payment',
      { paymentOptionChosen: false, nothingToPay: true },
      true,
    ],
    ['no payment option yet', 'payment', { paymentOptionChosen: false }, false],
    ['the summary is always valid', 'summary', { detailsValid: false, priceChosen: false }, true],
    ['confirmation', 'confirmation', { detailsValid: false }, true],
  ])('%s', (_case, step, facts, valid) => {
    expect(isStepValid(step, { ...allValid, ...facts }, 'Online')).toBe(valid);
  });

  it.each([
    ['Online', true],
    ['GoClub', true],
    [null, false],
  ] as const)('the method step with method %s: valid %s', (method, valid) => {
    expect(isStepValid('method', allValid, method)).toBe(valid);
  });
});

describe('the step kept when the list is rebuilt: the last one not after it', () => {
  it.each<[string, StepId[], StepId, StepId]>([
    ['still in the list', ['details', 'category', 'licence', 'end'], 'licence', 'licence'],
    [
      'club rules no longer required',
      ['details', 'category', 'licence', 'method', 'end'],
      'settlement',
      'licence',
    ],
    [
      'the club path replaces the questionnaire',
      ['details', 'category', 'licence', 'method', 'confirmation', 'end'],
      'questionnaire-adult',
      'confirmation',
    ],
    [
      'a minor now',
      ['details', 'category', 'licence', 'questionnaire-minor', 'end'],
      'questionnaire-adult',
      'licence',
    ],
  ])('%s', (_case, steps, stepId, kept) => {
    expect(currentStepOf(steps, stepId)).toBe(kept);
  });
});

describe('the transitions', () => {
  const at = (stepId: StepId, signinMethod: WizardPosition['signinMethod'] = null) => ({
    stepId,
    signinMethod,
  });

  it.each<[string, WizardPosition, WizardEvent, ReturnType<typeof context>, WizardPosition]>([
    [
      'Suivant on a valid step moves on',
      at('details'),
      { type: 'next' },
      context(),
      at('category'),
    ],
    [
      'Suivant on an invalid step stays',
      at('details'),
      { type: 'next' },
      context({}, { detailsValid: false }),
      at('details'),
    ],
    [
      'the club rules come after the licence when required',
      at('licence'),
      { type: 'next' },
      context({ settlementRequired: true }),
      at('settlement'),
    ],
    [
      'the method step after the licence when both methods are allowed',
      at('licence'),
      { type: 'next' },
      context(),
      at('method'),
    ],
    [
      'Suivant on the method step needs a method',
      at('method'),
      { type: 'next' },
      context(),
      at('method'),
    ],
    [
      'no method step when the category is for sale only',
      at('licence', 'Online'),
      { type: 'next' },
      context({ category: saleOnly }),
      at('questionnaire-adult', 'Online'),
    ],
    [
      'a minor gets the minors questionnaire',
      at('licence', 'Online'),
      { type: 'next' },
      context({ category: saleOnly, adult: false }),
      at('questionnaire-minor', 'Online'),
    ],
    [
      'never into Fin: the last step sends instead',
      at('summary', 'Online'),
      { type: 'next' },
      context(),
      at('summary', 'Online'),
    ],
    [
      'nor from the club path’s confirmation',
      at('confirmation', 'GoClub'),
      { type: 'next' },
      context(),
      at('confirmation', 'GoClub'),
    ],
    [
      'Précédent goes back one step',
      at('category'),
      { type: 'previous' },
      context(),
      at('details'),
    ],
    [
      'going back from the method step clears the method',
      at('method', 'GoClub'),
      { type: 'previous' },
      context(),
      at('licence'),
    ],
    [
      'going back from a later step keeps the method',
      at('confirmation', 'GoClub'),
      { type: 'previous' },
      context(),
      at('method', 'GoClub'),
    ],
    [
      'nothing before the first step',
      at('details'),
      { type: 'previous' },
      context(),
      at('details'),
    ],
    [
      'nothing back from Fin',
      at('end', 'Online'),
      { type: 'previous' },
      context(),
      at('end', 'Online'),
    ],
    [
      'choosing the club method stores it and skips to Confirmation',
      at('method'),
      { type: 'methodChosen', method: 'GoClub' },
      context(),
      at('confirmation', 'GoClub'),
    ],
    [
      'choosing online skips to the questionnaire',
      at('method'),
      { type: 'methodChosen', method: 'Online' },
      context({ adult: false }),
      at('questionnaire-minor', 'Online'),
    ],
    [
      'a method chosen without a method step changes nothing',
      at('licence', 'Online'),
      { type: 'methodChosen', method: 'GoClub' },
      context({ category: saleOnly }),
      at('licence', 'Online'),
    ],
    [
      'a sent request ends on Fin',
      at('summary', 'Online'),
      { type: 'requestSent' },
      context(),
      at('end', 'Online'),
    ],
    [
      'a step no longer listed moves on from the one kept',
      at('settlement'),
      { type: 'next' },
      context({ category: saleOnly }),
      at('questionnaire-adult'),
    ],
  ])('%s', (_case, position, event, machineContext, expected) => {
    expect(wizardTransition(position, event, machineContext)).toEqual(expected);
  });
});
