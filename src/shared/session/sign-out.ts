import type { AuthAdapter } from '../auth/auth-adapter';
import { removeStored, storageKeys } from '../lib/storage';
import { eraseOfflineCopies } from '../offline/offline-copies';
import type { AppDispatch } from '../store/store';
import { darkModeChanged } from '../ui/ui-slice';

/**
 * Logout clears the stored account, the PASS licence numbers and what the device kept for offline use
 * (docs/adr/0016-installable-portal.md), turns dark mode off and leaves through the identity
 * provider. The store keeps the account until the page leaves, so nothing re-remembers it on the
 * way out. (An expired session signs in again instead: app/session-expired-dialog.tsx.)
 */
export async function signOut(
  dispatch: AppDispatch,
  auth: AuthAdapter,
  returnPath: string,
): Promise<void> {
  removeStored(storageKeys.account);
  removeStored(storageKeys.darkMode);
  // The PASS licence numbers typed on this device are the account's data too.
  removeStored(storageKeys.passLicences);
  eraseOfflineCopies();
  dispatch(darkModeChanged(false));
  await auth.logout(new URL(returnPath, window.location.origin).toString());
}
