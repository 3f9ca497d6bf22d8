export type AuthUser = {
  email: string;
  firstName: string;
  lastName: string;
  realmRoles: string[];
};

/** What the portal needs from an identity provider; Keycloak is one implementation. */
export interface AuthAdapter {
  /** Silent check-sso; one shared promise however often it is called. */
  ready(): Promise<void>;
  isAuthenticated(): boolean;
  user(): AuthUser | undefined;
  login(redirectUri: string): Promise<void>;
  logout(redirectUri: string): Promise<void>;
  /** A token valid for at least 30 s, refreshed once however many calls wait for it. */
  getToken(): Promise<string | undefined>;
  onSessionExpired(listener: () => void): void;
}

let adapter: AuthAdapter | undefined;

export function setAuthAdapter(value: AuthAdapter): void {
  adapter = value;
}

export function getAuthAdapter(): AuthAdapter {
  if (!adapter) throw new Error('Auth adapter used before start-up installed it');
  return adapter;
}
