import { useEffect, useState } from 'react';
import { getOffers } from '../api/get-offers';
import type { CartItem } from './cart-item';
import { hasPriceChanged } from './rules/price-check';

/**
 * When the cart opens, each item's price is checked against the current offers (enrolment.md
 * section 5). An item whose offers cannot be read keeps what it knew: no false alarm.
 */
export function usePriceCheck(items: readonly CartItem[]): Record<string, boolean> {
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const [checked] = useState(() => new Set<string>());

  useEffect(() => {
    // Each item is asked once per opening; an answer arriving after a removal is harmless.
    for (const item of items) {
      if (checked.has(item.key)) continue;
      checked.add(item.key);
      getOffers(item.categoryId, item.seasonId, item.order.memberId, { silentError: true })
        .then((offers) => {
          const flag = hasPriceChanged(
            { amount: item.order.amount, priceName: item.priceName },
            offers,
          );
          setChanged((current) => ({ ...current, [item.key]: flag }));
        })
        .catch(() => undefined);
    }
  }, [items, checked]);

  return changed;
}
