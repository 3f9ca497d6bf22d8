import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlEncode, controlCodeOf } from '@/features/members/api/perks-link';
import {
  isPartnerAddress,
  partnerHome,
  perksLinkRequest,
  perksReplyUrl,
} from '@/features/members/premium/rules/partner-login';

const home = 'https://club-premium.example.fr';

describe('premium partners auto-login (administration.md 7.5, 7.7; designed)', () => {
  it('asks with action ask, crypt, controlCode, iv and unicity', () => {
    const request = perksLinkRequest(
      103,
      new Date('2026-11-23T10:00:00Z'),
      Uint8Array.from({ length: 16 }, (_, index) => index),
      'u-1',
    );
    expect(request).toEqual({
      action: 'ask',
      crypt: base64UrlEncode('{"profileId":103,"at":"2026-11-23T10:00:00.000Z"}'),
      iv: '000102030405060708090a0b0c0d0e0f',
      controlCode: controlCodeOf(request.crypt, request.iv),
      unicity: 'u-1',
    });
    expect(JSON.parse(base64UrlDecode(request.crypt) ?? '')).toEqual({
      profileId: 103,
      at: '2026-11-23T10:00:00.000Z',
    });
  });

  it.each([
    ['a', 'b'],
    ['a', 'c'],
    ['ab', ''],
  ])('the control code of %j and %j changes with either part', (crypt, iv) => {
    expect(controlCodeOf(crypt, iv)).toMatch(/^[0-9a-f]{8}$/);
    expect(controlCodeOf(crypt, iv)).not.toBe(controlCodeOf(`${crypt}x`, iv));
  });

  it.each([
    ['Mes avantages é', true],
    ['https://club-premium.example.fr/connexion?jeton=abc', true],
  ])('base64url keeps %j', (text) => {
    expect(base64UrlDecode(base64UrlEncode(text))).toBe(text);
    expect(base64UrlEncode(text)).toMatch(/^[A-Za-z0-9_-]*$/);
  });

  const address = `${home}/connexion?jeton=abc`;
  it.each<[string, string, string | undefined]>([
    ['the address and our unicity', `${base64UrlEncode(address)}|u-1`, address],
    ['surrounding spaces', ` ${base64UrlEncode(address)}|u-1\n`, address],
    ['another unicity (an old reply)', `${base64UrlEncode(address)}|u-2`, undefined],
    ['no separator', base64UrlEncode(address), undefined],
    ['two separators', `${base64UrlEncode(address)}|u-1|x`, undefined],
    ['not base64url', 'https://evil.example|u-1', undefined],
  ])('a perks reply with %s', (_case, reply, expected) => {
    expect(perksReplyUrl(reply, 'u-1')).toBe(expected);
  });

  it.each<[string | undefined, boolean]>([
    [`${home}/connexion?jeton=abc`, true],
    [`${home}:443/connexion`, true],
    ['http://club-premium.example.fr/connexion', false],
    ['https://club-premium.example.fr.evil.example/connexion', false],
    ['https://user:pass@club-premium.example.fr/', false],
    ['javascript:alert(1)', false],
    ['/connexion', false],
    ['', false],
    [undefined, false],
  ])('%j is followed: %s', (link, allowed) => {
    expect(isPartnerAddress(link, home)).toBe(allowed);
  });

  it.each([
    ['club-premium', {}, home],
    ['digiclub', { digiclubUrl: 'https://digiclub.example.fr' }, 'https://digiclub.example.fr'],
    ['digiclub', {}, home],
  ] as const)('%s lives at its configured home', (site, extra, expected) => {
    expect(partnerHome(site, { premiumClubUrl: home, ...extra })).toBe(expected);
  });
});
