import { selectInFlight } from '@/shared/store/single-flight';
import { useAppSelector } from '@/shared/store/store';
import { useGetOffersQuery } from '../api/get-offers';
import { CartCard } from './cart-card';
import type { CartItem } from './cart-item';
import { pricingOf } from './rules/card-amounts';
import { cartPaymentFlight } from './pay-cart-item';
import { hasPriceChanged } from './rules/price-check';

type Props = { item: CartItem; onRemove: () => void; onPay: () => void };

/**
 * A cart item whose price is checked against the current offers each time the cart opens
 * (docs/spec/enrolment.md section 5). An item whose offers cannot be read keeps what it knew: no
 * false alarm, and no error notification (silent).
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
  // Its 'Payer' may still be on its way when the cart opens again (the dialog closed on the click).
  const paying = useAppSelector((state) => selectInFlight(state, cartPaymentFlight(item.key)));
  return (
    <CartCard
      item={item}
      priceChanged={priceChanged}
      paying={paying}
      onRemove={onRemove}
      onPay={onPay}
    />
  );
}
