import { describe, expect, it } from 'vitest';
import { receivedOrder } from '@/features/enrolment/cart/rules/received-order';
import type { Order, OrderStatus } from '@/shared/session/schemas';

const sentAt = new Date('2026-11-25T10:00:00Z');

function order(id: number, priceId: number, status: OrderStatus, createdAt: string): Order {
  return {
    id,
    createdAt,
    status,
    ePaymentMethod: null,
    activityCategoryPrice: {
      id: priceId,
      title: 'Tarif annuel',
      activityCategory: {
        activity: { title: 'Pilates', club: { id: 1, title: 'AMSF Lyon', logoUrl: null } },
      },
    },
  };
}

const justAfter = '2026-11-25T10:00:01Z';

describe('receivedOrder: what a request whose answer was lost created (docs/adr/0020)', () => {
  it.each([
    [
      'an order awaiting payment of that price',
      [order(1, 10511, 'PENDING_PAYMENT', justAfter)],
      true,
      1,
    ],
    [
      'a demand awaiting the club for that price',
      [order(2, 10511, 'PENDING_DEMAND', justAfter)],
      false,
      2,
    ],
    [
      'a server clock a little behind still counts',
      [order(3, 10511, 'PENDING_PAYMENT', '2026-11-25T09:57:00Z')],
      true,
      3,
    ],
    [
      'a date alone counts on the day it was sent',
      [order(4, 10511, 'PENDING_PAYMENT', '2026-11-25')],
      true,
      4,
    ],
    [
      'an older demand of the same price is another request',
      [order(5, 10511, 'PENDING_DEMAND', '2026-11-18T09:12:00+01:00')],
      false,
      undefined,
    ],
    [
      'an order of another price is not it',
      [order(6, 10311, 'PENDING_PAYMENT', justAfter)],
      true,
      undefined,
    ],
    [
      'a demand is not an order to pay',
      [order(7, 10511, 'PENDING_DEMAND', justAfter)],
      true,
      undefined,
    ],
    [
      'an order to pay is not a demand',
      [order(8, 10511, 'PENDING_PAYMENT', justAfter)],
      false,
      undefined,
    ],
    ['a paid order is another story', [order(9, 10511, 'PAID', justAfter)], true, undefined],
    ['no active order at all', [], true, undefined],
  ])('%s', (_case, orders, registrationWithoutValidation, expected) => {
    const found = receivedOrder(orders, {
      activityCategoryPriceId: 10511,
      registrationWithoutValidation,
      sentAt,
    });
    expect(found?.id).toBe(expected);
  });
});
