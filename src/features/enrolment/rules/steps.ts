import type { ActivityCategory } from '../api/activity';

/** 'GoClub' = pre-registration (finish and pay at the club); 'Online' = online request. */
export type SigninMethod = 'GoClub' | 'Online';

/** Every step in the order they come (docs/spec/enrolment.md 2); a list keeps a subset. */
export const stepIds = [
  'details',
  'category',
  'licence',
  'settlement',
  'method',
  'confirmation',
  'questionnaire-adult',
  'questionnaire-minor',
  'payment',
  'summary',
  'end',
] as const;

export type StepId = (typeof stepIds)[number];

export const stepTitles: Record<StepId, string> = {
  details: 'Mes informations',
  category: 'Choix de la catégorie',
  licence: 'Choix de la licence',
  settlement: 'Règlement du club',
  method: "Choix du mode d'inscription",
  confirmation: 'Confirmation',
  'questionnaire-adult': 'Questionnaire médical',
  'questionnaire-minor': 'Questionnaire médical',
  payment: 'Choix du mode de paiement',
  summary: 'Résumé de la demande',
  end: 'Fin',
};

type Sale = Pick<ActivityCategory, 'forSale' | 'possiblePreRegistration'>;

/** The method step appears only if the category allows both pre-registration and sale. */
export function offersBothMethods(category: Sale): boolean {
  return category.forSale && category.possiblePreRegistration;
}

/**
 * Method preset (section 2): online only if for sale without pre-registration, club only if
 * pre-registrable without sale, null (the user chooses) if both.
 */
export function presetMethod(category: Sale): SigninMethod | null {
  if (category.forSale && !category.possiblePreRegistration) return 'Online';
  if (category.possiblePreRegistration && !category.forSale) return 'GoClub';
  return null;
}

export type StepListInput = {
  category: Sale | undefined;
  method: SigninMethod | null;
  settlementRequired: boolean;
  adult: boolean;
};

/**
 * Section 2's steps: details, category, licence, club rules (when required), method (when both
 * are allowed), then Confirmation on the club path or questionnaire, payment and summary
 * online, then Fin. Until a method is chosen the online path is shown, the more common one.
 */
export function buildSteps({ category, method, settlementRequired, adult }: StepListInput) {
  const steps: StepId[] = ['details', 'category', 'licence'];
  if (settlementRequired) steps.push('settlement');
  if (category && offersBothMethods(category)) steps.push('method');
  if (method === 'GoClub') {
    steps.push('confirmation');
  } else {
    steps.push(adult ? 'questionnaire-adult' : 'questionnaire-minor', 'payment', 'summary');
  }
  steps.push('end');
  return steps;
}

export type LastButtonInput = {
  registrationWithoutValidation: boolean;
  method: SigninMethod | null;
  price: number;
};

/**
 * Last-step label (section 2): 'Confirmer mon inscription' when no validation, not the club
 * method and price 0; 'Accéder au paiement' when the price is above 0 and the payment follows
 * at once (no validation, online: a pre-registration or a request the club validates pays
 * later, so it is a demand); 'Soumettre ma demande' otherwise.
 */
export function lastButtonLabel({ registrationWithoutValidation, method, price }: LastButtonInput) {
  const paysNow = registrationWithoutValidation && method !== 'GoClub';
  if (paysNow && price === 0) return 'Confirmer mon inscription';
  if (paysNow && price > 0) return 'Accéder au paiement';
  return 'Soumettre ma demande';
}
