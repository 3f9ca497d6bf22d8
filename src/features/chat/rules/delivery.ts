/**
 * Where a message this page sent stands: shown under it until the member leaves the
 * conversation, so that nobody closes the page thinking a message saved that is still on its way
 * (the socket's copy shows it before the create call has saved it, 7.8).
 */
export type Delivery = 'sending' | 'sent' | 'failed';

export const deliveryLabels: Record<Delivery, string> = {
  sending: 'Envoi en cours…',
  sent: 'Envoyé',
  failed: 'Non envoyé',
};
