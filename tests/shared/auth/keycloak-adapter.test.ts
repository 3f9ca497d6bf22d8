import { beforeEach, describe, expect, it, vi } from 'vitest';

type FakeKeycloak = {
  authenticated: boolean;
  token: string;
  refreshToken?: string;
  timeSkew: number;
  tokenParsed: {
    iat?: number;
    exp: number;
    email: string;
    given_name: string;
    family_name: string;
    realm_access: { roles: string[] };
  };
  init: ReturnType<typeof vi.fn>;
  updateToken: ReturnType<typeof vi.fn>;
  login: ReturnType<typeof vi.fn>;
  logout: ReturnType<typeof vi.fn>;
};

const instances: FakeKeycloak[] = [];
/** The identity provider cannot be reached: every init rejects, as keycloak-js's fetch does. */
let unreachable = false;
const nowSeconds = () => Math.floor(Date.now() / 1000);

// keycloak-js itself is the boundary here: a fake stands in for the identity provider.
vi.mock('keycloak-js', () => ({
  default: class {
    constructor() {
      const fake: FakeKeycloak = {
        authenticated: false,
        token: 'token-1',
        timeSkew: 0,
        tokenParsed: {
          exp: nowSeconds() + 3600,
          email: 'claire@exemple.fr',
          given_name: 'Claire',
          family_name: 'Martin',
          realm_access: { roles: ['Partageons'] },
        },
        init: vi.fn(async () => {
          if (unreachable) throw new TypeError('Failed to fetch');
          fake.authenticated = true;
          return true;
        }),
        updateToken: vi.fn(
          () =>
            new Promise((resolve) => {
              fake.token = 'token-2';
              setTimeout(() => resolve(true), 5);
            }),
        ),
        login: vi.fn(async () => undefined),
        logout: vi.fn(async () => undefined),
      };
      instances.push(fake);
      return fake;
    }
  },
}));

const { createKeycloakAdapter } = await import('@/shared/auth/keycloak-adapter');
const auth = { issuer: 'http://localhost:5180', clientId: 'member-portal' };

describe('Keycloak adapter', () => {
  beforeEach(() => {
    instances.length = 0;
    unreachable = false;
  });

  it('tries again with a new instance when the identity provider was unreachable, then says so in French', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    unreachable = true;
    const adapter = createKeycloakAdapter(auth, 'http://localhost:4173');
    await adapter.ready();
    expect(adapter.isAuthenticated()).toBe(false);
    await expect(adapter.login('http://localhost:4173/profile')).rejects.toThrow(
      'Le service de connexion est injoignable.',
    );
    expect(instances).toHaveLength(2);

    unreachable = false;
    await adapter.ready();
    expect(adapter.isAuthenticated()).toBe(true);
    expect(instances).toHaveLength(3);
  });

  it('initialises once with check-sso and PKCE S256, and reads roles from the token', async () => {
    const adapter = createKeycloakAdapter(auth, 'http://localhost:4173');
    await Promise.all([adapter.ready(), adapter.ready()]);
    expect(instances).toHaveLength(1);
    expect(instances[0]?.init).toHaveBeenCalledTimes(1);
    expect(instances[0]?.init).toHaveBeenCalledWith(
      expect.objectContaining({
        onLoad: 'check-sso',
        pkceMethod: 'S256',
        silentCheckSsoRedirectUri: 'http://localhost:4173/silent-check-sso.html',
      }),
    );
    expect(adapter.user()).toEqual({
      email: 'claire@exemple.fr',
      firstName: 'Claire',
      lastName: 'Martin',
      realmRoles: ['Partageons'],
    });
  });

  it('shares one refresh between concurrent calls when a refresh token exists', async () => {
    const adapter = createKeycloakAdapter(auth, 'http://localhost:4173');
    await adapter.ready();
    const kc = instances[0] as FakeKeycloak;
    kc.refreshToken = 'refresh';
    const tokens = await Promise.all([adapter.getToken(), adapter.getToken(), adapter.getToken()]);
    expect(kc.updateToken).toHaveBeenCalledTimes(1);
    expect(kc.updateToken).toHaveBeenCalledWith(30);
    expect(tokens).toEqual(['token-2', 'token-2', 'token-2']);
  });

  it.each([
    ['five minutes, as Keycloak issues them', 300, 30],
    ['30 s, as the journeys use', 30, 10],
  ])(
    'renews a token of %s when less than its minimum validity is left',
    async (_life, life, min) => {
      const adapter = createKeycloakAdapter(auth, 'http://localhost:4173');
      await adapter.ready();
      const kc = instances[0] as FakeKeycloak;
      kc.refreshToken = 'refresh';
      kc.tokenParsed.iat = nowSeconds();
      kc.tokenParsed.exp = nowSeconds() + life;
      await adapter.getToken();
      expect(kc.updateToken).toHaveBeenCalledWith(min);
    },
  );

  it('uses a still-valid token as it is without a refresh token', async () => {
    const adapter = createKeycloakAdapter(auth, 'http://localhost:4173');
    await adapter.ready();
    expect(await adapter.getToken()).toBe('token-1');
    expect(instances[0]?.updateToken).not.toHaveBeenCalled();
  });

  it('ends the session when the token has expired and cannot be renewed', async () => {
    const adapter = createKeycloakAdapter(auth, 'http://localhost:4173');
    const expired = vi.fn();
    adapter.onSessionExpired(expired);
    await adapter.ready();
    (instances[0] as FakeKeycloak).tokenParsed.exp = nowSeconds() + 10;
    expect(await adapter.getToken()).toBeUndefined();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('gives no token to an anonymous visitor', async () => {
    const adapter = createKeycloakAdapter(auth, 'http://localhost:4173');
    expect(await adapter.getToken()).toBeUndefined();
  });
});
