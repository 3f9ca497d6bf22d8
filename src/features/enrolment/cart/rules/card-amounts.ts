import type { CartItem } from '../cart-item';

export type CardAmounts = {
  initialPrice: number;
  clubRightDiscount: number;
  discount: number;
  /** What the promo takes off the amount to pay (0 without promo). */
  promoReduction: number;
  fees: number;
  total: number;
};

const roundCents = (value: number) => Math.round(value * 100) / 100;

/**
 * The lines of a cart card (enrolment.md sections 2 and 9): the amount to pay already has the
 * club-right deduction and the discount taken off; the promo then reduces it by its percentage,
 * and the payment fees (when the club does not absorb them) come on top.
 */
export function cardAmounts(
  item: Pick<
    CartItem,
    | 'initialPriceAmount'
    | 'discountAmount'
    | 'discountDroitClubAmount'
    | 'transactionFees'
    | 'order'
  >,
): CardAmounts {
  const amount = item.order.amount;
  const percentage = item.order.promo?.discountPercentage ?? 0;
  const promoReduction = roundCents((amount * percentage) / 100);
  return {
    initialPrice: item.initialPriceAmount,
    clubRightDiscount: item.discountDroitClubAmount,
    discount: item.discountAmount,
    promoReduction,
    fees: item.transactionFees,
    total: roundCents(amount - promoReduction + item.transactionFees),
  };
}

/** The card's title: 'Adhésion {activity} ({category})'. */
export function cardTitle(item: Pick<CartItem, 'activityTitle' | 'categoryTitle'>): string {
  return `Adhésion ${item.activityTitle} (${item.categoryTitle})`;
}
