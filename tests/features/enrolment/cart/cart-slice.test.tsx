import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { useCartCount } from '@/features/enrolment';
import { readCart } from '@/features/enrolment/cart/cart-storage';
import {
  itemAdded,
  itemRemoved,
  loadCart,
  replaced,
  selectCartItems,
} from '@/features/enrolment/cart/cart-slice';
import { writeStored } from '@/shared/lib/storage';
import { makeStore, type AppStore } from '@/shared/store/store';
import { demoEmails } from '../../../mocks/fake-token';
import { setUpApp } from '../../../test-utils';
import { cartItem, storeCart } from './enrolment-test-utils';

const family = demoEmails.family;
const petit = demoEmails.petit;

/** A fresh store signed in as the account, as after a reload, with its cart read. */
function storeOf(user: typeof family | typeof petit): AppStore {
  const store = setUpApp({ user, store: makeStore() });
  store.dispatch(loadCart());
  return store;
}

function keysOf(store: AppStore): string[] {
  return selectCartItems(store.getState()).map((item) => item.key);
}

describe('the cart is kept per account e-mail and comes back after a reload', () => {
  it('two accounts keep their own cart through changes and reloads', () => {
    const { order: _order, key: _key, quantity: _q, priceChanged: _p, ...snapshot } = cartItem();
    const newItem = { ...snapshot, order: cartItem().order };

    const first = storeOf(family);
    first.dispatch(itemAdded(newItem, new Date(1000)));
    first.dispatch(itemAdded(newItem, new Date(2000)));
    first.dispatch(itemRemoved(`1000-${newItem.order.activityCategoryPriceId}`));

    const second = storeOf(petit);
    expect(keysOf(second)).toEqual([]);
    second.dispatch(replaced([cartItem({ key: 'petit-1' })]));

    // Each account's stored cart is its own; the other one's was not overwritten.
    expect(readCart(family).map((item) => item.key)).toEqual([
      `2000-${newItem.order.activityCategoryPriceId}`,
    ]);
    expect(readCart(petit).map((item) => item.key)).toEqual(['petit-1']);

    // A reload (a new store) finds each account's cart again.
    expect(keysOf(storeOf(family))).toEqual([`2000-${newItem.order.activityCategoryPriceId}`]);
    expect(keysOf(storeOf(petit))).toEqual(['petit-1']);
  });

  it('counts cart items per account and survives a corrupt cart', async () => {
    storeCart([cartItem({ key: 'a' }), cartItem({ key: 'b', quantity: 2 })], family);
    writeStored('cart', {
      ...JSON.parse(window.localStorage.getItem('cart') ?? '{}'),
      [petit]: [cartItem({ key: 'c' })],
    });
    const store = setUpApp({ user: family, store: makeStore() });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useCartCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(3));

    window.localStorage.setItem('cart', '"broken');
    const afterCorruption = setUpApp({ user: family, store: makeStore() });
    const { result: count } = renderHook(() => useCartCount(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <Provider store={afterCorruption}>{children}</Provider>
      ),
    });
    await waitFor(() => expect(selectCartItems(afterCorruption.getState())).toEqual([]));
    expect(count.current).toBe(0);
  });
});
