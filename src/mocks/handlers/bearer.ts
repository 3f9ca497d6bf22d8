import { findAccountByEmail } from '../db/queries';
import type { AccountRow, MockDb } from '../db/types';

/**
 * An access token past its `exp` is refused as a real backend refuses it, so the portal must
 * refresh it (tokens live 5 minutes, or 30 s in the journeys: playwright.config.ts).
 */
function expired(claims: object): boolean {
  return 'exp' in claims && typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now();
}

/** The mock trusts the token's claims: signatures are the identity server's business. */
export function emailFromAuthorization(header: string | null): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (
      claims &&
      typeof claims === 'object' &&
      'email' in claims &&
      typeof claims.email === 'string' &&
      !expired(claims)
    ) {
      return claims.email;
    }
  } catch {
    // not a JWT: treated as no credential
  }
  return undefined;
}

export function accountOfRequest(request: Request, db: MockDb): AccountRow | undefined {
  const email = emailFromAuthorization(request.headers.get('Authorization'));
  return email ? findAccountByEmail(db, email) : undefined;
}

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}
