import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAuthAdapter } from '@/shared/auth/auth-adapter';
import { requireAuth } from '@/shared/auth/guards';
import { saveOfflineCard } from '@/shared/offline/offline-copies';
import { offlineCard } from '../../factories';
import { testAuthAdapter } from '../../test-utils';

const request = new Request('http://localhost/profile/101/carte-licence');

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

function keptCard() {
  saveOfflineCard(offlineCard(101));
}

/** An identity provider that never answers, as keycloak-js's check is offline for 10 s. */
function unreachableProvider() {
  const auth = testAuthAdapter('anonymous');
  setAuthAdapter({ ...auth, ready: () => new Promise<void>(() => undefined) });
  return auth;
}

async function redirectOf(result: Promise<unknown>): Promise<string | null> {
  const thrown = await result.then(
    () => undefined,
    (error: unknown) => error,
  );
  return thrown instanceof Response ? thrown.headers.get('Location') : null;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('requireAuth', () => {
  it('shows the kept copies offline at once, without waiting for the identity provider', async () => {
    goOffline();
    keptCard();
    unreachableProvider();
    expect(await redirectOf(requireAuth({ request }))).toBe('/hors-ligne');
  });

  it('lets a member signed in before the connection dropped stay on the page', async () => {
    goOffline();
    keptCard();
    setAuthAdapter(testAuthAdapter('famille.martin@exemple.fr'));
    expect(await requireAuth({ request })).toBeNull();
  });

  it('sends an anonymous visitor online to the identity provider, back to the same address', async () => {
    keptCard();
    const auth = testAuthAdapter('anonymous');
    setAuthAdapter(auth);
    void requireAuth({ request });
    await vi.waitFor(() => expect(auth.logins).toEqual([request.url]));
  });
});
