import { z } from 'zod';
import { defineStoredState } from '@/shared/lib/stored-state';
import { storageKeys } from '@/shared/lib/storage';
import { cartItemSchema, type CartItem } from './cart-item';

/** One cart per account e-mail, so relatives sharing a browser keep their own. */
const storedCartsSchema = z.record(z.string(), z.array(cartItemSchema));

/**
 * Versioned so that a new version of the portal reads, or tells the member it dropped, a cart
 * an older one wrote (docs/adr/0019-versioned-stored-state.md). Version 0 is the same record
 * written before versions existed.
 */
export const storedCarts = defineStoredState({
  key: storageKeys.cart,
  version: 1,
  schema: storedCartsSchema,
  migrations: { 0: (record) => record },
  discardedMessage:
    "Votre panier n'a pas pu être repris : il avait été enregistré par une autre version du portail. Veuillez y ajouter à nouveau vos inscriptions.",
});

function readCarts(): Record<string, CartItem[]> {
  return storedCarts.read() ?? {};
}

export function readCart(accountEmail: string): CartItem[] {
  return readCarts()[accountEmail] ?? [];
}

/** Only the cart slice's listener writes: the other accounts' carts are kept as they are. */
export function writeCart(accountEmail: string, items: CartItem[]): void {
  storedCarts.write({ ...readCarts(), [accountEmail]: items });
}
