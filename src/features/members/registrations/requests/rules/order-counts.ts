import type { Order } from '@/shared/session/schemas';
import { countOf } from '@/shared/lib/french';

export type OrderCounts = { total: number; validated: number; pending: number };

/** Validated = accepted by the club (awaiting payment); pending = awaiting the club's decision. */
export function orderCounts(orders: readonly Pick<Order, 'status'>[]): OrderCounts {
  return {
    total: orders.length,
    validated: orders.filter((order) => order.status === 'PENDING_PAYMENT').length,
    pending: orders.filter((order) => order.status === 'PENDING_DEMAND').length,
  };
}

export function orderCountTexts(counts: OrderCounts): {
  total: string;
  validated: string;
  pending: string;
} {
  return {
    total: countOf(counts.total, "demande d'inscription", "demandes d'inscription"),
    validated: countOf(counts.validated, 'demande validée', 'demandes validées'),
    pending: countOf(counts.pending, 'demande en attente', 'demandes en attente'),
  };
}

export function emptyOrdersMessage(seasonTitle: string): string {
  return `Vous n'avez réalisé aucune demande d'inscription pour la saison ${seasonTitle}`;
}
