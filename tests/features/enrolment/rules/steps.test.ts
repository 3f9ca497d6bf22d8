import { describe, expect, it } from 'vitest';
import {
  buildSteps,
  lastButtonLabel,
  offersBothMethods,
  presetMethod,
  type StepId,
} from '@/features/enrolment/rules/steps';

const both = { forSale: true, possiblePreRegistration: true };
const saleOnly = { forSale: true, possiblePreRegistration: false };
const clubOnly = { forSale: false, possiblePreRegistration: true };

describe('the method is preset when a category is opened', () => {
  it.each([
    ['online only if for sale without pre-registration', saleOnly, 'Online'],
    ['club only if pre-registrable without sale', clubOnly, 'GoClub'],
    ['null (the user chooses) if both', both, null],
  ])('%s', (_sentence, category, method) => {
    expect(presetMethod(category)).toBe(method);
  });

  it.each([
    [both, true],
    [saleOnly, false],
    [clubOnly, false],
  ])('the payment-mode step appears only if both are allowed (%j)', (category, expected) => {
    expect(offersBothMethods(category)).toBe(expected);
  });
});

describe('the step list', () => {
  const online: StepId[] = ['questionnaire-adult', 'payment', 'summary', 'end'];
  it.each([
    [
      'online only, no club rules',
      { category: saleOnly, method: 'Online', settlementRequired: false, adult: true },
      ['details', 'category', 'licence', ...online],
    ],
    [
      'club rules required',
      { category: saleOnly, method: 'Online', settlementRequired: true, adult: true },
      ['details', 'category', 'licence', 'settlement', ...online],
    ],
    [
      'both methods, not chosen yet: the online path shows',
      { category: both, method: null, settlementRequired: false, adult: true },
      ['details', 'category', 'licence', 'method', ...online],
    ],
    [
      'club path: Confirmation',
      { category: both, method: 'GoClub', settlementRequired: true, adult: true },
      ['details', 'category', 'licence', 'settlement', 'method', 'confirmation', 'end'],
    ],
    [
      'pre-registration only',
      { category: clubOnly, method: 'GoClub', settlementRequired: false, adult: false },
      ['details', 'category', 'licence', 'confirmation', 'end'],
    ],
    [
      'a minor gets the minors questionnaire',
      { category: saleOnly, method: 'Online', settlementRequired: false, adult: false },
      ['details', 'category', 'licence', 'questionnaire-minor', 'payment', 'summary', 'end'],
    ],
  ] as const)('%s', (_case, input, steps) => {
    expect(buildSteps(input)).toEqual(steps);
  });
});

describe('the last-step button label', () => {
  it.each([
    ['no validation, online, price 0', true, 'Online', 0, 'Confirmer mon inscription'],
    ['no validation, online, price above 0', true, 'Online', 120, 'Accéder au paiement'],
    [
      'validation needed (the club reviews before payment)',
      false,
      'Online',
      120,
      'Soumettre ma demande',
    ],
    ['validation needed, price 0', false, 'Online', 0, 'Soumettre ma demande'],
    ['club method (pay at the club)', true, 'GoClub', 120, 'Soumettre ma demande'],
    ['club method, price 0', true, 'GoClub', 0, 'Soumettre ma demande'],
  ] as const)('%s', (_case, registrationWithoutValidation, method, price, label) => {
    expect(lastButtonLabel({ registrationWithoutValidation, method, price })).toBe(label);
  });
});
