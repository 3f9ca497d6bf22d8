import { z } from 'zod';
import { readStored, storageKeys } from '../lib/storage';

/** The shell only needs how many items the account's cart holds (the cart is enrolment's). */
const storedCartSchema = z.record(
  z.string(),
  z.array(z.object({ quantity: z.number().int().min(1) }).loose()),
);

export function cartItemCount(accountEmail: string): number {
  const carts = readStored(storageKeys.cart, storedCartSchema);
  return (carts?.[accountEmail] ?? []).reduce((total, item) => total + item.quantity, 0);
}

const listeners = new Set<() => void>();
let version = 0;

/** The cart's writer calls it so that the header's count and the cart follow without a reload. */
export function notifyCartChanged(): void {
  version += 1;
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore, with a primitive snapshot (the count, or cartVersion). */
export function subscribeToCart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A change counter: the snapshot for readers of the whole cart, whose arrays are new each read. */
export function cartVersion(): number {
  return version;
}
