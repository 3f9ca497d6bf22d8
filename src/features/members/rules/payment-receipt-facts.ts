import { formatEuros } from '@/shared/lib/money';
import type { PayAgainPlace, PaymentReceipt } from '@/shared/orders/payment-receipt';
import type { PaymentOutcome } from './payment-result';

export type ReceiptFact = { term: string; value: string };

/**
 * The result page's receipt (issue 34), from the figures the paying flow kept
 * (src/shared/orders/payment-receipt.ts): what was taken today and the total after a success;
 * after any other result what there is to pay, never a sum 'réglé'.
 */
export function receiptFacts(outcome: PaymentOutcome, receipt: PaymentReceipt): ReceiptFact[] {
  const facts: ReceiptFact[] = [
    { term: 'Activité', value: receipt.activity },
    { term: 'Membre', value: receipt.member },
  ];
  const { today, total } = receipt;
  if (outcome !== 'success') {
    if (total !== null) facts.push({ term: 'Montant à régler', value: formatEuros(total) });
    return facts;
  }
  if (today !== null) facts.push({ term: 'Réglé aujourd’hui', value: formatEuros(today) });
  if (total !== null && (today === null || followingInstalments(outcome, receipt).length > 0)) {
    facts.push({ term: 'Montant total', value: formatEuros(total) });
  }
  return facts;
}

/** The instalments still to come after a success: the schedule past its first entry. */
export function followingInstalments(outcome: PaymentOutcome, receipt: PaymentReceipt) {
  return outcome === 'success' ? receipt.schedule.slice(1) : [];
}

export type PayAgain = { label: string; path: string; hint: string };

/** After an unknown result: where to check before paying twice. */
const uncertainLabels: Record<PayAgainPlace, string> = {
  request: 'Vérifier mes inscriptions',
  premium: 'Vérifier mon espace',
  'sign-in': 'Vérifier mon espace',
  registration: 'Revenir à l’activité',
};

const hints: Record<PayAgainPlace, string> = {
  request:
    'Votre demande vous attend dans Mes inscriptions : son bouton « Paiement » vous ramène au paiement.',
  premium: 'Le pack vous attend sur votre page d’accueil : « Acheter le pack PREMIUM ».',
  'sign-in': 'Votre compte est créé : connectez-vous pour acheter le pack depuis votre espace.',
  registration:
    'Votre inscription n’est enregistrée qu’une fois payée : reprenez-la depuis la page de l’activité.',
};

/**
 * The way back to pay after a failure or a cancellation (issue 34), with the amount; after an
 * unknown result, where to check first, never an invitation to pay twice. None after a success.
 */
export function payAgainOf(
  outcome: PaymentOutcome,
  receipt: PaymentReceipt | undefined,
): PayAgain | null {
  const target = receipt?.payAgain;
  if (outcome === 'success' || !receipt || !target) return null;
  if (outcome === 'unknown') {
    return {
      label: uncertainLabels[target.place],
      path: target.path,
      hint: 'Un paiement reçu y apparaît dans les minutes qui suivent.',
    };
  }
  const amount = receipt.total === null ? '' : ` : ${formatEuros(receipt.total)}`;
  return { label: `Payer à nouveau${amount}`, path: target.path, hint: hints[target.place] };
}
