/** What the premium purchases say when the checkout cannot be reached. */
export const premiumPaymentMessages = {
  missing: 'Impossible de récupérer le lien de paiement.',
} as const;
