import type { z } from 'zod';
import type { orderSchema, OrderStatus } from '@/shared/session/schemas';
import { rowById } from '../../db/queries';
import type { MockDb, OrderRow } from '../../db/types';
import { clubRefView } from './refs';

/** 'Active' orders are those still waiting on the club or on the payment. */
export const activeOrderStatuses: readonly OrderStatus[] = ['PENDING_DEMAND', 'PENDING_PAYMENT'];

export function orderView(db: MockDb, order: OrderRow): z.input<typeof orderSchema> {
  const price = rowById(db.categoryPrices, order.categoryPriceId, 'category price');
  const category = rowById(db.categories, price.categoryId, 'category');
  const activity = rowById(db.activities, category.activityId, 'activity');
  return {
    id: order.id,
    createdAt: order.createdAt,
    status: order.status,
    ePaymentMethod: order.ePaymentMethodId === null ? null : { id: order.ePaymentMethodId },
    activityCategoryPrice: {
      id: price.id,
      title: price.title,
      activityCategory: {
        id: category.id,
        title: category.title,
        activity: {
          id: activity.id,
          title: activity.title,
          club: clubRefView(db, activity.clubId),
        },
      },
    },
  };
}
