import { toCents } from '@/shared/lib/money';
import type { Offers } from '../../api/get-offers';

/**
 * Cart price check (enrolment.md section 5): the item's amount is compared with the current
 * price of the same priceName. Amounts are compared in cents so that 12.1 and 12.10000001 agree.
 * A price that no longer exists under that name cannot be honoured either, so it counts as changed.
 */
export function hasPriceChanged(
  item: { amount: number; priceName: string },
  offers: Pick<Offers, 'activityCategoryPrices'>,
): boolean {
  const current = offers.activityCategoryPrices.find((price) => price.priceName === item.priceName);
  if (!current) return true;
  return toCents(current.priceAmount) !== toCents(item.amount);
}
