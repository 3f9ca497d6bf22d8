import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { getAuthAdapter } from './auth-adapter';

/**
 * Loader guard of every profile route: waits for the silent check, then sends an anonymous
 * visitor to the identity provider and comes back to the same address. Without a connection
 * nobody can sign in: a device that kept a licence card or bookings shows them instead
 * (docs/adr/0016-installable-portal.md).
 */
export async function requireAuth({ request }: { request: Request }): Promise<null> {
  const auth = getAuthAdapter();
  await auth.ready();
  if (auth.isAuthenticated()) return null;
  if (!navigator.onLine) {
    // Loaded only then: its schemas stay out of the first page's code (budgets.json).
    const { hasOfflineCopies } = await import('../offline/offline-copies');
    if (hasOfflineCopies()) throw redirect(paths.offline);
  }
  await auth.login(request.url);
  // The browser is leaving for the identity provider: never settle, so nothing renders.
  return new Promise<null>(() => undefined);
}
