// Refresh tokens shaped as Keycloak issues them. keycloak-js decodes the refresh token as a JWT
// (TOOLCHAIN 24), while oidc-provider's are opaque: each one leaves the token endpoint wrapped in
// a signed JWT (exp, iat, typ 'Refresh', the opaque value as jti) and is unwrapped when it comes
// back, so oidc-provider keeps doing the real work (expiry, session binding, revocation).

import { createPrivateKey, sign } from 'node:crypto';

const base64url = (value) => Buffer.from(value).toString('base64url');

export function createRefreshTokenWrapper({ privateJwk, issuer, clientId }) {
  const key = createPrivateKey({ key: privateJwk, format: 'jwk' });
  function wrap(opaque, { accountId, expiresIn }) {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: privateJwk.kid }));
    const payload = base64url(
      JSON.stringify({
        iss: issuer,
        aud: issuer,
        sub: accountId,
        azp: clientId,
        typ: 'Refresh',
        iat: now,
        exp: now + expiresIn,
        jti: opaque,
      }),
    );
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key).toString(
      'base64url',
    );
    return `${header}.${payload}.${signature}`;
  }

  /** The opaque value inside a wrapped token; anything else is passed on for the provider to refuse. */
  function unwrap(token) {
    const payload = typeof token === 'string' ? token.split('.')[1] : undefined;
    if (!payload) return token;
    try {
      const { jti } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return typeof jti === 'string' ? jti : token;
    } catch {
      return token;
    }
  }

  return { wrap, unwrap };
}

/** Reads a whole request body (the token endpoint's forms are small). */
export async function readBody(req, limit = 56 * 1024) {
  let body = '';
  for await (const chunk of req) {
    body += chunk;
    if (body.length > limit) throw new Error('request body too large');
  }
  return body;
}
