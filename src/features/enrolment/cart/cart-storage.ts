import { z } from 'zod';
import { notifyCartChanged } from '@/shared/session/cart-count';
import { readStored, storageKeys, writeStored } from '@/shared/lib/storage';
import { cartItemSchema, type CartItem, type NewCartItem } from './cart-item';

/** One cart per account e-mail, so relatives sharing a browser keep their own. */
const storedCartsSchema = z.record(z.string(), z.array(cartItemSchema));

function readCarts(): Record<string, CartItem[]> {
  return readStored(storageKeys.cart, storedCartsSchema) ?? {};
}

function writeCart(accountEmail: string, items: CartItem[]): void {
  writeStored(storageKeys.cart, { ...readCarts(), [accountEmail]: items });
  notifyCartChanged();
}

export function readCart(accountEmail: string): CartItem[] {
  return readCarts()[accountEmail] ?? [];
}

export function addCartItem(accountEmail: string, item: NewCartItem, now = new Date()): CartItem {
  const added: CartItem = {
    ...item,
    key: `${now.getTime()}-${item.order.activityCategoryPriceId}`,
    quantity: 1,
    priceChanged: false,
  };
  writeCart(accountEmail, [...readCart(accountEmail), added]);
  return added;
}

export function removeCartItem(accountEmail: string, key: string): void {
  writeCart(
    accountEmail,
    readCart(accountEmail).filter((item) => item.key !== key),
  );
}

export function replaceCart(accountEmail: string, items: CartItem[]): void {
  writeCart(accountEmail, items);
}
