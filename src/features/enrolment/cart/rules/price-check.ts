import { priceBreakdown, toCentsExact, type PriceInput } from '@/shared/lib/money-model';
import type { Offers } from '../../api/get-offers';

/**
 * Cart price check (docs/spec/enrolment.md section 5): the item's amount is compared with the
 * current price of the same priceName. Like with like (docs/adr/0014-one-money-model.md): the
 * item's amount already has the discounts, its licence and the promo in it, so the current price
 * goes through the same money model, with the item's licence and today's promo, before the two are
 * compared in cents. A price that no longer exists under that name cannot be honoured either, so it
 * counts as changed.
 */
export function hasPriceChanged(
  item: { amount: number; priceName: string; pricing: PriceInput },
  offers: Pick<Offers, 'activityCategoryPrices' | 'promo'>,
): boolean {
  const current = offers.activityCategoryPrices.find((price) => price.priceName === item.priceName);
  if (!current) return true;
  const now = priceBreakdown({
    ...item.pricing,
    initialPrice: current.initialPriceAmount,
    discount: current.discount.amount,
    clubRightDiscount: current.discountDroitClub.amount,
    promoPercentage: offers.promo?.discountPercentage ?? 0,
  });
  return toCentsExact(now.amount) !== toCentsExact(item.amount);
}
