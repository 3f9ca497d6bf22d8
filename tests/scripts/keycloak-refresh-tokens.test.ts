import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRefreshTokenWrapper } from '../../scripts/identity/keycloak-refresh-tokens.mjs';

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privateJwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test' };
const wrapper = () =>
  createRefreshTokenWrapper({
    privateJwk,
    issuer: 'http://localhost:5180',
    clientId: 'member-portal',
  });

/** keycloak-js reads the refresh token's second part as base64url JSON (TOOLCHAIN 24). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

describe('refresh tokens shaped as Keycloak issues them', () => {
  it('wraps the opaque value in a signed JWT that keycloak-js can decode', () => {
    const token = wrapper().wrap('opaque-1', { accountId: 'claire@exemple.fr', expiresIn: 1800 });
    const [header, payload, signature] = token.split('.');
    const claims = claimsOf(token);
    expect(claims).toMatchObject({ typ: 'Refresh', sub: 'claire@exemple.fr', jti: 'opaque-1' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(1800);
    const publicKey = createPublicKey({ key: privateJwk, format: 'jwk' });
    const signed = Buffer.from(`${header}.${payload}`);
    expect(verify('sha256', signed, publicKey, Buffer.from(signature ?? '', 'base64url'))).toBe(
      true,
    );
  });

  it.each([
    ['a wrapped token', 'wrapped', 'opaque-2'],
    ['an opaque value', 'opaque-3', 'opaque-3'],
    ['garbage', 'a.%%%.b', 'a.%%%.b'],
  ])('unwraps %s', (_name, given, expected) => {
    const tokens = wrapper();
    const token =
      given === 'wrapped' ? tokens.wrap('opaque-2', { accountId: 'a', expiresIn: 60 }) : given;
    expect(tokens.unwrap(token)).toBe(expected);
  });
});
