import { countOf } from '@/shared/lib/french';

export const paymentRedirectSeconds = 10;
export const paymentLoaderDelayMs = 2000;
export const paymentDoneMessage = "Votre paiement s'est déroulé avec succès";

/**
 * What the provider's return says (docs/spec/members-area.md 2, payments/{result}): 'success',
 * 'error', 'cancel' when the payer left the provider's page ('Retour'), anything else unknown.
 * The spec reads every result but 'success' as a failure; a cancelled or unknown payment is said
 * as it is (docs/spec-deviations.md, rules corrected).
 */
export type PaymentOutcome = 'success' | 'failed' | 'cancelled' | 'unknown';

export function paymentOutcomeOf(result: string | undefined): PaymentOutcome {
  if (result === 'success') return 'success';
  if (result === 'error') return 'failed';
  if (result === 'cancel') return 'cancelled';
  return 'unknown';
}

export type PaymentResultTexts = {
  /** Document title. */
  title: string;
  heading: string;
  /**
   * Under the heading. On a success, the spec's sentence when its payment query parameter says a
   * payment took place (the spec adds it to a failure too: docs/spec-deviations.md); otherwise
   * what happened to the member's money.
   */
  message: string | null;
};

/** The payment query parameter is true when absent or exactly 'true'. */
export function isPaymentParamTrue(value: string | null): boolean {
  return value === null || value === 'true';
}

/** A returning member is thanked, not welcomed (issue 34; docs/spec-deviations.md). */
export const renewalHeading = 'Merci pour votre réinscription !';

const notSucceeded: Record<Exclude<PaymentOutcome, 'success'>, PaymentResultTexts> = {
  failed: {
    title: 'Échec du paiement',
    heading: 'Échec de paiement.',
    message: "Votre paiement n'a pas abouti : aucun montant n'a été prélevé.",
  },
  cancelled: {
    title: 'Paiement annulé',
    heading: 'Paiement annulé.',
    message: "Vous avez quitté la page de paiement : aucun montant n'a été prélevé.",
  },
  unknown: {
    title: 'Paiement à vérifier',
    heading: 'Résultat du paiement inconnu.',
    message:
      'Le résultat de votre paiement ne nous est pas parvenu. Avant de payer à nouveau, vérifiez dans votre espace si votre inscription est réglée.',
  },
};

export function paymentResultTexts(
  outcome: PaymentOutcome,
  paymentParam: string | null,
  productName: string,
  { renewal = false }: { renewal?: boolean } = {},
): PaymentResultTexts {
  if (outcome !== 'success') return notSucceeded[outcome];
  return {
    title: 'Paiement réussi',
    heading: renewal ? renewalHeading : `Bienvenue à l'${productName} !`,
    message: isPaymentParamTrue(paymentParam) ? paymentDoneMessage : null,
  };
}

/**
 * Only a success counts down to the member's space (docs/spec/members-area.md 2): after any
 * other result the member stays, with the way to pay again in front of them
 * (docs/spec-deviations.md, rules corrected).
 */
export function countsDown(outcome: PaymentOutcome): boolean {
  return outcome === 'success';
}

/** Said once the member chose to stay (WCAG 2.2.1: a time limit the member can turn off). */
export const countdownStoppedText = 'Redirection annulée : vous restez sur cette page.';

export function countdownText(seconds: number): string {
  if (seconds <= 0) return 'Redirection vers votre espace en cours…';
  return `Redirection vers votre espace dans ${countOf(seconds, 'seconde')}`;
}

/** Seconds at which the polite live region speaks; in between it stays silent. */
export const announcedSeconds = [paymentRedirectSeconds, 5, 0] as const;

/**
 * What the live region holds at a given moment: the text of the last milestone reached,
 * so screen readers hear the start, the halfway point and the redirection, not every tick.
 */
export function countdownAnnouncement(remaining: number): string {
  const reached = [...announcedSeconds]
    .sort((a, b) => a - b)
    .find((seconds) => seconds >= remaining);
  return countdownText(reached ?? paymentRedirectSeconds);
}
