import type { Order } from '@/shared/session/schemas';

export type OrderCounts = { total: number; validated: number; pending: number };

/** Validated = accepted by the club (awaiting payment); pending = awaiting the club's decision. */
export function orderCounts(orders: readonly Pick<Order, 'status'>[]): OrderCounts {
  return {
    total: orders.length,
    validated: orders.filter((order) => order.status === 'PENDING_PAYMENT').length,
    pending: orders.filter((order) => order.status === 'PENDING_DEMAND').length,
  };
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count > 1 ? pluralForm : singular}`;
}

export function orderCountTexts(counts: OrderCounts): {
  total: string;
  validated: string;
  pending: string;
} {
  return {
    total: plural(counts.total, "demande d'inscription", "demandes d'inscription"),
    validated: plural(counts.validated, 'demande validée', 'demandes validées'),
    pending: plural(counts.pending, 'demande en attente', 'demandes en attente'),
  };
}

export function emptyOrdersMessage(seasonTitle: string): string {
  return `Vous n'avez réalisé aucune demande d'inscription pour la saison ${seasonTitle}`;
}
