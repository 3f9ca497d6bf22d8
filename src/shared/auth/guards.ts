import { redirect } from 'react-router';
import { paths } from '../config/paths';
import { getAuthAdapter } from './auth-adapter';

/**
 * Loader guard of every profile route: waits for the silent check, then sends an anonymous
 * visitor to the identity provider and comes back to the same address. Without a connection
 * nobody can sign in: a device that kept a licence card or bookings shows them at once
 * (docs/adr/0016-installable-portal.md), without waiting for the identity provider's check,
 * which offline only ends when keycloak-js gives up on its iframe (10 s).
 */
export async function requireAuth({ request }: { request: Request }): Promise<null> {
  const auth = getAuthAdapter();
  if (!navigator.onLine && !auth.isAuthenticated() && (await hasOfflineCopies())) {
    throw redirect(paths.offline);
  }
  await auth.ready();
  if (auth.isAuthenticated()) return null;
  if (!navigator.onLine && (await hasOfflineCopies())) throw redirect(paths.offline);
  await auth.login(request.url);
  // The browser is leaving for the identity provider: never settle, so nothing renders.
  return new Promise<null>(() => undefined);
}

async function hasOfflineCopies(): Promise<boolean> {
  // Loaded only offline: its schemas stay out of the first page's code (budgets.json).
  const copies = await import('../offline/offline-copies');
  return copies.hasOfflineCopies();
}
