/** The checkout hand-over itself is shared with the members' premium pack. */
export { followPaymentLink, type PaymentLinkOutcome } from '@/shared/lib/follow-payment-link';

export const paymentLinkMessages = {
  full: {
    title: 'Nous sommes désolés',
    message:
      "Malheureusement il n'y a plus de places disponibles pour cette activité. Contactez le club pour plus d'information",
  },
  missing: 'Impossible de récupérer le lien de paiement.',
} as const;
