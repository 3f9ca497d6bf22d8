import { describe, expect, it } from 'vitest';
import { shouldAttachBearer } from '@/shared/api/bearer-rule';

const origin = 'https://portail.amsf.fr';
const bases = ['https://portail.amsf.fr/api', 'https://pass.amsf.fr/v1', 'https://chat.amsf.fr'];

describe('bearer rule: our API origins only, never a public path segment', () => {
  it.each([
    ['https://portail.amsf.fr/api/profiles', true],
    ['/api/profiles/12', true],
    ['/api/user-admin/publications', true],
    ['/api/orders/12?next=/public', true],
    ['/api/orders/12#public', true],
    ['https://pass.amsf.fr/v1/Reservations/GetReseByAyantDroit/4', true],
    ['https://chat.amsf.fr/conversations/user/12', true],
    ['/api/public/information-demand', false],
    ['/api/public/amsf/3/sponsors', false],
    ['/api/PUBLIC/activities/federal', false],
    ['/api/%70ublic/activities', false],
    ['https://partner.example.com/public/offers', false],
    ['https://partner.example.com/api/profiles', false],
    ['//evil/public', false],
    ['//evil/api/profiles', false],
    ['https://portail.amsf.fr.evil.com/api/profiles', false],
    ['https://portail.amsf.fr/apix/profiles', false],
    ['https://portail.amsf.fr/other/profiles', false],
    ['http://portail.amsf.fr/api/profiles', false],
    ['https://pass.amsf.fr/v2/clubs/all', false],
    ['https://geo.api.gouv.fr/communes?codePostal=69001', false],
  ])('%s -> %s', (url, expected) => {
    expect(shouldAttachBearer(url, bases, origin)).toBe(expected);
  });
});
