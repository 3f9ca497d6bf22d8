/** The answers a payment link can give (enrolment.md sections 4 and 8). */
export type PaymentLinkOutcome = 'redirected' | 'full' | 'missing';

export const paymentLinkMessages = {
  full: {
    title: 'Nous sommes désolés',
    message:
      "Malheureusement il n'y a plus de places disponibles pour cette activité. Contactez le club pour plus d'information",
  },
  missing: 'Impossible de récupérer le lien de paiement.',
} as const;

/** Only web addresses: a 'javascript:' or 'data:' link from a broken backend is never followed. */
export function isWebAddress(link: string): boolean {
  try {
    const protocol = new URL(link, window.location.origin).protocol;
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** 'FULL' means no places remain; anything else must be a web address to be followed. */
export function followPaymentLink(
  link: string | null | undefined,
  go: (url: string) => void = (url) => window.location.assign(url),
): PaymentLinkOutcome {
  if (link === 'FULL') return 'full';
  if (!link || !isWebAddress(link)) return 'missing';
  go(link);
  return 'redirected';
}
