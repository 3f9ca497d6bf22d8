import { useEffect } from 'react';
import { retryWhenOnline } from '@/shared/lib/retry-when-online';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';

/**
 * How many registrations the header's 'Panier' shows. The cart slice (and the cart's schema)
 * load in their own chunk after the first render, so the shell stays light; until then, 0. A
 * member who loses the network before that chunk arrives gets it when the network returns.
 */
export function useCartCount(): number {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void retryWhenOnline(() => import('./cart-slice')).then(({ loadCart }) => dispatch(loadCart()));
  }, [dispatch]);
  return useAppSelector(
    (state) => state.cart?.items.reduce((total, item) => total + item.quantity, 0) ?? 0,
  );
}
