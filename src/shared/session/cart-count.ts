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
