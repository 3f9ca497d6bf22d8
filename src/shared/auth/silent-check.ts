/**
 * Whether a page should ask the identity provider, in the background, for a session this browser
 * may hold (keycloak-js's check-sso: an iframe, its page and the provider's redirect, about 40 ms
 * of a phone's main thread at full speed and four round trips; issue 37). A browser that signed
 * in here keeps the account until it signs out (stored-account.ts, sign-out.ts); a page the
 * provider sends back to carries its answer in the fragment (keycloak-js's default response
 * mode). A visitor with neither has no session to find: the check waits for a signed-in page's
 * guard or the sign-in button (keycloak-adapter.ts starts it on demand).
 */
export function silentCheckNeeded(hasStoredAccount: boolean, fragment: string): boolean {
  return hasStoredAccount || isIdentityProviderAnswer(fragment);
}

/** keycloak-js's answer from the provider: its state with a code or an error. */
export function isIdentityProviderAnswer(fragment: string): boolean {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  return params.has('state') && (params.has('code') || params.has('error'));
}
