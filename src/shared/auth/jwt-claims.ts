import type { KeycloakTokenParsed } from 'keycloak-js';

/**
 * The claims of a JWT, read without checking its signature (the identity provider's and the
 * backend's job), as keycloak-js reads its own tokens. A token that is no JWT reads as no claims.
 */
export function decodeJwtClaims(token: string): KeycloakTokenParsed {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as KeycloakTokenParsed;
  } catch {
    return {};
  }
}
