import * as z from 'zod/mini';
import type { AuthUser } from '../auth/auth-adapter';
import { readStored, storageKeys, writeStored } from '../lib/storage';

/** What the browser remembers of the signed-in account: never the token. */
export const storedAccountSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export function readStoredAccount() {
  return readStored(storageKeys.account, storedAccountSchema);
}

export function rememberAccount(user: AuthUser): void {
  writeStored(storageKeys.account, {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });
}
