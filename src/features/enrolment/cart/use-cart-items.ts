import { useMemo, useSyncExternalStore } from 'react';
import { cartVersion, subscribeToCart } from '@/shared/session/cart-count';
import type { CartItem } from './cart-item';
import { readCart } from './cart-storage';

/** The account's cart, read again whenever the cart's writer reports a change. */
export function useCartItems(accountEmail: string | undefined): CartItem[] {
  const version = useSyncExternalStore(subscribeToCart, cartVersion);
  return useMemo(
    () => (accountEmail ? readCart(accountEmail) : []),
    // The version is the change signal: the items are read from storage, not from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [accountEmail, version],
  );
}
