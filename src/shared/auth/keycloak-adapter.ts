import type Keycloak from 'keycloak-js';
import type { RuntimeConfig } from '../config/runtime-config';
import { UserFacingError } from '../lib/user-facing-error';
import type { AuthAdapter, AuthUser } from './auth-adapter';
import { decodeJwtClaims } from './jwt-claims';
import { createTokenSharing, isFresher, type SharedTokens } from './token-sharing';

type TokenClaims = {
  email?: string;
  given_name?: string;
  family_name?: string;
  realm_access?: { roles?: string[] };
};

const unreachableMessage =
  'Le service de connexion est injoignable. Vérifiez votre connexion, puis réessayez.';

/**
 * A token is renewed when less than 30 s of it is left, or a third of its life for short-lived
 * ones (a 30 s token would otherwise be renewed before every call).
 */
function minValiditySeconds(kc: Keycloak): number {
  const { exp, iat } = kc.tokenParsed ?? {};
  const life = exp !== undefined && iat !== undefined ? exp - iat : Infinity;
  return Math.min(30, Math.floor(life / 3));
}

/** What this tab holds, in the shape another tab can take (token-sharing.ts). */
function tokensOf(kc: Keycloak): SharedTokens | undefined {
  const { token, refreshToken, idToken, tokenParsed } = kc;
  if (!kc.authenticated || !token || !refreshToken || !tokenParsed?.sub || !tokenParsed.exp) {
    return undefined;
  }
  return { token, refreshToken, idToken, subject: tokenParsed.sub, expiresAt: tokenParsed.exp };
}

/**
 * Takes the fresher tokens another tab renewed. keycloak-js has no setter for them, but reads its
 * public fields when it next renews (updateToken uses `refreshToken` and `tokenParsed`).
 */
function adoptTokens(kc: Keycloak | undefined, shared: SharedTokens): void {
  if (!kc?.authenticated) return;
  const current = { subject: kc.tokenParsed?.sub, expiresAt: kc.tokenParsed?.exp };
  if (!isFresher(current, shared)) return;
  kc.token = shared.token;
  kc.tokenParsed = decodeJwtClaims(shared.token);
  kc.refreshToken = shared.refreshToken;
  kc.refreshTokenParsed = decodeJwtClaims(shared.refreshToken);
  if (shared.idToken) {
    kc.idToken = shared.idToken;
    kc.idTokenParsed = decodeJwtClaims(shared.idToken);
  }
}

/** keycloak-js refuses isTokenExpired() without a refresh token, so read the expiry ourselves. */
function expiresWithin(kc: Keycloak, seconds: number): boolean {
  const expiry = kc.tokenParsed?.exp;
  if (expiry === undefined) return true;
  const skew = kc.timeSkew ?? 0;
  return expiry - Math.ceil(Date.now() / 1000) + skew < seconds;
}

/**
 * keycloak-js is loaded on demand so that public pages render before it arrives, and initialised
 * once per page (React StrictMode would otherwise run init twice).
 */
export function createKeycloakAdapter(auth: RuntimeConfig['auth'], origin: string): AuthAdapter {
  let keycloak: Keycloak | undefined;
  let initPromise: Promise<void> | undefined;
  let refreshing: Promise<string | undefined> | undefined;
  const expiryListeners = new Set<() => void>();

  const expire = () => expiryListeners.forEach((listener) => listener());
  const sharing = createTokenSharing(
    () => (keycloak ? tokensOf(keycloak) : undefined),
    (tokens) => adoptTokens(keycloak, tokens),
  );

  /**
   * Without a refresh token (a plain OpenID Connect server) a still-valid token is used as it is,
   * and an expired one ends the session. With one, tabs renew one at a time: a tab that waited
   * may find fresh tokens another tab shared, or get them by asking (docs/adr/0020).
   */
  function renewToken(kc: Keycloak): Promise<unknown> {
    const minValidity = minValiditySeconds(kc);
    if (!kc.refreshToken) {
      return expiresWithin(kc, minValidity)
        ? Promise.reject(new Error('Access token expired'))
        : Promise.resolve(false);
    }
    // Still valid: keycloak-js answers false at once, with no request.
    if (!expiresWithin(kc, minValidity)) return kc.updateToken(minValidity);
    return sharing.exclusively(async () => {
      if (!expiresWithin(kc, minValidity)) return false;
      const { sub, exp } = kc.tokenParsed ?? {};
      if (sub && exp) await sharing.askOthers(sub, exp);
      if (!expiresWithin(kc, minValidity)) return false;
      const renewed = await kc.updateToken(minValidity);
      const tokens = tokensOf(kc);
      if (renewed && tokens) sharing.publish(tokens);
      return renewed;
    });
  }

  async function instance(): Promise<Keycloak> {
    if (keycloak) return keycloak;
    const { default: KeycloakClass } = await import('keycloak-js');
    keycloak =
      'realm' in auth
        ? new KeycloakClass({ url: auth.url, realm: auth.realm, clientId: auth.clientId })
        : new KeycloakClass({ clientId: auth.clientId, oidcProvider: auth.issuer });
    keycloak.onTokenExpired = () => {
      void adapter.getToken();
    };
    return keycloak;
  }

  const adapter: AuthAdapter = {
    ready() {
      initPromise ??= instance().then(async (kc) => {
        try {
          await kc.init({
            onLoad: 'check-sso',
            pkceMethod: 'S256',
            checkLoginIframe: false,
            silentCheckSsoRedirectUri: `${origin}/silent-check-sso.html`,
          });
        } catch (error) {
          console.error('Identity provider check failed', error);
          // keycloak-js initialises an instance once: the next call tries with a new one.
          keycloak = undefined;
          initPromise = undefined;
        }
      });
      return initPromise;
    },
    isAuthenticated: () => keycloak?.authenticated === true,
    user(): AuthUser | undefined {
      const claims = keycloak?.tokenParsed as TokenClaims | undefined;
      if (!keycloak?.authenticated || !claims?.email) return undefined;
      return {
        email: claims.email,
        firstName: claims.given_name ?? '',
        lastName: claims.family_name ?? '',
        realmRoles: claims.realm_access?.roles ?? [],
      };
    },
    async login(redirectUri) {
      if (!keycloak) await adapter.ready();
      if (!keycloak) throw new UserFacingError(unreachableMessage);
      await keycloak.login({ redirectUri });
    },
    async logout(redirectUri) {
      await (await instance()).logout({ redirectUri });
    },
    getToken() {
      const kc = keycloak;
      if (!kc?.authenticated) return Promise.resolve(undefined);
      refreshing ??= renewToken(kc)
        .then(() => kc.token)
        .catch(() => {
          expire();
          return undefined;
        })
        .finally(() => {
          refreshing = undefined;
        });
      return refreshing;
    },
    onSessionExpired(listener) {
      expiryListeners.add(listener);
    },
  };
  return adapter;
}
