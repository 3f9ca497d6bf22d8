import type { Order } from '@/shared/session/schemas';

/** What the cart sent and when: the price, and whether it became an order to pay or a demand. */
export type SentRequest = {
  activityCategoryPriceId: number;
  registrationWithoutValidation: boolean;
  sentAt: Date;
};

/** The server's clock may differ a little from the member's: an order this much older still counts. */
export const clockToleranceMs = 5 * 60_000;

/**
 * The order or demand a request whose answer was lost created, among the profile's active orders
 * (GET /orders/{profileId}): same price, awaiting payment (a category without validation,
 * POST /orders) or awaiting the club (POST /orders/presign), and created since it was sent (an
 * older one of the same price is another request). A paid, refused or cancelled order is another
 * story too: the request is sent again. docs/adr/0020-writes-on-bad-networks.md.
 */
export function receivedOrder(orders: readonly Order[], sent: SentRequest): Order | undefined {
  const status = sent.registrationWithoutValidation ? 'PENDING_PAYMENT' : 'PENDING_DEMAND';
  return orders.find(
    (order) =>
      order.activityCategoryPrice.id === sent.activityCategoryPriceId &&
      order.status === status &&
      createdSince(order.createdAt, sent.sentAt),
  );
}

/** createdAt is a date-time, or a date alone (docs/openapi/main-api.yaml Order): then the same day counts. */
function createdSince(createdAt: string, sentAt: Date): boolean {
  if (/^\d{4}-\d{2}-\d{2}$/.test(createdAt)) return createdAt >= localDay(sentAt);
  return new Date(createdAt).getTime() >= sentAt.getTime() - clockToleranceMs;
}

function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
