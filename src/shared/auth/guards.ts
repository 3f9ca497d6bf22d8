import { getAuthAdapter } from './auth-adapter';

/**
 * Loader guard of every profile route: waits for the silent check, then sends an anonymous
 * visitor to the identity provider and comes back to the same address.
 */
export async function requireAuth({ request }: { request: Request }): Promise<null> {
  const auth = getAuthAdapter();
  await auth.ready();
  if (auth.isAuthenticated()) return null;
  await auth.login(request.url);
  // The browser is leaving for the identity provider: never settle, so nothing renders.
  return new Promise<null>(() => undefined);
}
