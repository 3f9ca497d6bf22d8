import { priceBreakdown, totalToPay, type PriceInput } from '@/shared/lib/money-model';
import type { CartItem } from '../cart-item';

export type CardAmounts = {
  initialPrice: number;
  /** What the licence adds (an upgrade or a better licence's supplement), 0 when included. */
  licence: number;
  clubRightDiscount: number;
  discount: number;
  /** What the promo takes off the base (0 without promo). */
  promoReduction: number;
  /** What the order sends: base - promo. */
  amount: number;
  fees: number;
  total: number;
};

type PricedItem = Pick<
  CartItem,
  | 'initialPriceAmount'
  | 'discountAmount'
  | 'discountDroitClubAmount'
  | 'transactionFees'
  | 'order'
  | 'pricing'
>;

/**
 * The money model's input of an item: its snapshot, or for a cart stored before snapshots its
 * own fields (no licence supplement was kept then).
 */
export function pricingOf(item: PricedItem): PriceInput {
  return (
    item.pricing ?? {
      initialPrice: item.initialPriceAmount,
      discount: item.discountAmount,
      clubRightDiscount: item.discountDroitClubAmount,
      promoPercentage: item.order.promo?.discountPercentage ?? 0,
      licenceUpgrade: null,
    }
  );
}

/**
 * The lines of a cart card, from the one money model (docs/adr/0014-one-money-model.md): the
 * same breakdown as the wizard's summary, the fees announced there on top. The total is what
 * the order sends plus the fees, so the promo is never taken off twice.
 */
export function cardAmounts(item: PricedItem): CardAmounts {
  const breakdown = priceBreakdown(pricingOf(item));
  return {
    initialPrice: breakdown.initialPrice,
    licence: breakdown.licence,
    clubRightDiscount: breakdown.clubRightDiscount,
    discount: breakdown.discount,
    promoReduction: breakdown.promo,
    amount: item.order.amount,
    fees: item.transactionFees,
    total: totalToPay(item.order.amount, item.transactionFees),
  };
}

/** The card's title: 'Adhésion {activity} ({category})'. */
export function cardTitle(item: Pick<CartItem, 'activityTitle' | 'categoryTitle'>): string {
  return `Adhésion ${item.activityTitle} (${item.categoryTitle})`;
}
