import { countOf } from '@/shared/lib/french';

export const paymentRedirectSeconds = 10;
export const paymentLoaderDelayMs = 2000;
export const paymentDoneMessage = "Votre paiement s'est déroulé avec succès";

export type PaymentResultTexts = {
  /** Document title. */
  title: string;
  heading: string;
  /**
   * Shown only on a success whose payment query parameter says a payment took place: the spec
   * adds it to any result, a failure included (docs/spec-deviations.md, rules corrected).
   */
  paymentMessage: string | null;
  succeeded: boolean;
};

/** The payment query parameter is true when absent or exactly 'true'. */
export function isPaymentParamTrue(value: string | null): boolean {
  return value === null || value === 'true';
}

/** A returning member is thanked, not welcomed (issue 34; docs/spec-deviations.md). */
export const renewalHeading = 'Merci pour votre réinscription !';

export function paymentResultTexts(
  result: string | undefined,
  paymentParam: string | null,
  productName: string,
  { renewal = false }: { renewal?: boolean } = {},
): PaymentResultTexts {
  const succeeded = result === 'success';
  const welcome = renewal ? renewalHeading : `Bienvenue à l'${productName} !`;
  return {
    succeeded,
    title: succeeded ? 'Paiement réussi' : 'Échec du paiement',
    heading: succeeded ? welcome : 'Échec de paiement.',
    paymentMessage: succeeded && isPaymentParamTrue(paymentParam) ? paymentDoneMessage : null,
  };
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
