import { z } from 'zod';
import { readStored, storageKeys, writeStored } from '@/shared/lib/storage';
import { cartItemSchema, type CartItem } from './cart-item';

/** One cart per account e-mail, so relatives sharing a browser keep their own. */
const storedCartsSchema = z.record(z.string(), z.array(cartItemSchema));

function readCarts(): Record<string, CartItem[]> {
  return readStored(storageKeys.cart, storedCartsSchema) ?? {};
}

export function readCart(accountEmail: string): CartItem[] {
  return readCarts()[accountEmail] ?? [];
}

/** Only the cart slice's listener writes: the other accounts' carts are kept as they are. */
export function writeCart(accountEmail: string, items: CartItem[]): void {
  writeStored(storageKeys.cart, { ...readCarts(), [accountEmail]: items });
}
