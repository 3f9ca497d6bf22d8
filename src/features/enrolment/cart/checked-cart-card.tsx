import { useGetOffersQuery } from '../api/get-offers';
import { CartCard } from './cart-card';
import type { CartItem } from './cart-item';
import { pricingOf } from './rules/card-amounts';
import { hasPriceChanged } from './rules/price-check';

type Props = { item: CartItem; onRemove: () => void; onPay: () => void };

/**
 * A cart item whose price is checked against the current offers each time the cart opens
 * (enrolment.md section 5). An item whose offers cannot be read keeps what it knew: no false
 * alarm, and no error notification (silent).
 */
export function CheckedCartCard({ item, onRemove, onPay }: Props) {
  const { currentData: offers } = useGetOffersQuery(
    {
      activityCategoryId: item.categoryId,
      seasonId: item.seasonId,
      memberId: item.order.memberId,
      silent: true,
    },
    { refetchOnMountOrArgChange: true },
  );
  const priceChanged = offers
    ? hasPriceChanged(
        { amount: item.order.amount, priceName: item.priceName, pricing: pricingOf(item) },
        offers,
      )
    : item.priceChanged;
  return <CartCard item={item} priceChanged={priceChanged} onRemove={onRemove} onPay={onPay} />;
}
