import { describe, expect, it } from 'vitest';
import { decodeJwtClaims } from '@/shared/auth/jwt-claims';
import { isFresher, type SharedTokens } from '@/shared/auth/token-sharing';

const shared: SharedTokens = {
  token: 'a.b.c',
  refreshToken: 'd.e.f',
  subject: 'famille.martin@exemple.fr',
  expiresAt: 2_000,
};

describe('isFresher: tokens another tab renewed are taken only when they serve this tab better', () => {
  it.each([
    ['same account, longer life', { subject: shared.subject, expiresAt: 1_000 }, true],
    ['same account, same expiry', { subject: shared.subject, expiresAt: 2_000 }, false],
    ['same account, this tab fresher', { subject: shared.subject, expiresAt: 3_000 }, false],
    ['another account', { subject: 'admin.club@exemple.fr', expiresAt: 1_000 }, false],
    ['this tab signed out', { subject: undefined, expiresAt: undefined }, false],
  ])('%s', (_case, current, expected) => {
    expect(isFresher(current, shared)).toBe(expected);
  });
});

describe('decodeJwtClaims', () => {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');

  it.each([
    [
      'a JWT, accents included',
      `h.${encode({ sub: 'x', given_name: 'Hélène', exp: 5 })}.s`,
      { sub: 'x', given_name: 'Hélène', exp: 5 },
    ],
    ['an opaque token', 'opaque', {}],
    ['a broken payload', 'h.%%%.s', {}],
  ])('%s', (_case, token, claims) => {
    expect(decodeJwtClaims(token)).toEqual(claims);
  });
});
