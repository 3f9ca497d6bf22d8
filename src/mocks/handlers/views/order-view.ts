import { findActivity, findCategory, findClub, findPrice } from '../../db/catalogue';
import { todayDate } from '../enrolment/rules/days';
import { orderSchedule } from '../enrolment/rules/payment-options';
import type { MockDb, OrderRow, OrderStatus } from '../../db/types';
import { clubRefView } from './refs';

/** 'Active' orders are those still waiting on the club or on the payment. */
export const activeOrderStatuses: readonly OrderStatus[] = ['PENDING_DEMAND', 'PENDING_PAYMENT'];

export function orderView(db: MockDb, order: OrderRow) {
  const price = findPrice(db, order.categoryPriceId);
  const category = price && findCategory(db, price.categoryId);
  const activity = category && findActivity(db, category.activityId);
  if (!price || !category || !activity) {
    throw new Error(`Mock database: order ${order.id} points at no price`);
  }
  const club = findClub(db, activity.clubId);
  // Designed (docs/openapi Order.paymentSchedule): what paying it now charges, as its checkout does.
  const payable = order.status === 'PENDING_PAYMENT' && order.ePaymentMethodId !== null && club;
  const paymentSchedule = payable
    ? orderSchedule(order, price.amount, todayDate(), club.absorbsFees).map((entry) => ({
        date: entry.date,
        totalAmount: entry.totalAmount,
      }))
    : undefined;
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
    ...(paymentSchedule && { paymentSchedule }),
  };
}
