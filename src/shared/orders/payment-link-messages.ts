/**
 * What a payment link's outcome tells the member (docs/spec/enrolment.md 8, docs/spec/members-area.md 'Order
 * status'): the same words after the wizard, the cart, a visitor's registration and 'Paiement'
 * in Mes inscriptions.
 */
export const paymentLinkMessages = {
  full: {
    title: 'Nous sommes désolés',
    message:
      "Malheureusement il n'y a plus de places disponibles pour cette activité. Contactez le club pour plus d'information",
  },
  missing: 'Impossible de récupérer le lien de paiement.',
} as const;
