import type { StatusTone } from '../../rules/status-tone';
import type { KnownOrderStatus, Order, OrderStatus } from '@/shared/session/schemas';

export type StatusChip = {
  label: string;
  text: string;
  tone: Exclude<StatusTone, 'late'>;
};

/**
 * How a request's status reads (docs/spec/enrolment.md section 4, docs/spec/members-area.md 'Order
 * status'). Only the two PENDING_* statuses are given by the spec; the others never reach the page
 * (only active orders are listed) and get plain wording in case a backend sends them anyway.
 */
const chips: Record<KnownOrderStatus, StatusChip> = {
  PENDING_DEMAND: {
    label: 'En attente',
    text: 'Demande reçue par le club. En attente de validation.',
    tone: 'pending',
  },
  PENDING_PAYMENT: {
    label: 'Validée',
    text: 'Demande acceptée par le club. En attente de paiement.',
    tone: 'validated',
  },
  PAID: { label: 'Payée', text: 'Inscription réglée.', tone: 'closed' },
  CANCELLED: { label: 'Annulée', text: 'Demande annulée.', tone: 'closed' },
  REFUSED: { label: 'Refusée', text: 'Demande refusée par le club.', tone: 'closed' },
};

/** A status the portal does not know is shown as the backend wrote it, the order kept. */
export function statusChip(status: OrderStatus): StatusChip {
  if (Object.hasOwn(chips, status)) return chips[status as KnownOrderStatus];
  return {
    label: 'Autre statut',
    text: `Statut transmis par le club : ${status}.`,
    tone: 'closed',
  };
}

/** 'Paiement' is offered when the club accepted and an online payment method was chosen. */
export function canPay(order: Pick<Order, 'status' | 'ePaymentMethod'>): boolean {
  return order.status === 'PENDING_PAYMENT' && (order.ePaymentMethod?.id ?? 0) > 0;
}
