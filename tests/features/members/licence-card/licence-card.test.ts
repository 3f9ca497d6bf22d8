import { describe, expect, it } from 'vitest';
import { licenceCardOf } from '@/features/members/licence-card/rules/licence-card';
import type { Membership } from '@/shared/session/schemas';
import { apiProfile, membership } from '../../../factories';

function inClub(item: Membership, id: number, title: string): Membership {
  return { ...item, clubId: id, club: { id, title, logoUrl: null } };
}

const profile = (memberships: Membership[]) =>
  apiProfile({ firstname: 'claire', lastname: 'Martin', photo: '/photo.jpg', memberships });

describe('licenceCardOf: the card of a profile with a licence', () => {
  it.each([
    ['Premium', 1],
    ['Access', 2],
    ['Événementiel', 3],
  ])('names level %s (licenseLevel.level %i)', (name, level) => {
    const card = licenceCardOf(profile([membership({ season: '2026/2027', level })]), '2026/2027');
    expect(card?.level).toBe(name);
  });

  it('shows name, photo, number, season and club', () => {
    const licensed = membership({ season: '2026/2027', level: 1 });
    const withNumber = { ...licensed, license: { ...licensed.license!, number: 'AMSF-0042' } };
    expect(licenceCardOf(profile([withNumber]), '2026/2027')).toEqual({
      profileId: 1,
      firstname: 'Claire',
      lastname: 'MARTIN',
      photo: '/photo.jpg',
      licenceNumber: 'AMSF-0042',
      level: 'Premium',
      season: '2026/2027',
      clubs: ['AMSF Lyon'],
      clubId: 3,
    });
  });

  it('has no card without a licence', () => {
    expect(licenceCardOf(profile([membership({ season: '2026/2027' })]), '2026/2027')).toBeNull();
    expect(licenceCardOf(profile([]), '2026/2027')).toBeNull();
  });

  it('ignores a licence of a season after the current one', () => {
    const card = licenceCardOf(profile([membership({ season: '2027/2028', level: 1 })]), '2026/2027');
    expect(card).toBeNull();
  });

  it('takes the latest season, then the highest level, and lists every club of that season', () => {
    const card = licenceCardOf(
      profile([
        membership({ id: 1, season: '2025/2026', level: 1 }),
        inClub(membership({ id: 2, season: '2026/2027', level: 2 }), 7, 'AMSF Villeurbanne'),
        membership({ id: 3, season: '2026/2027', level: 1 }),
        membership({ id: 4, season: '2026/2027', level: 1 }),
      ]),
      '2026/2027',
    );
    expect(card).toMatchObject({
      level: 'Premium',
      season: '2026/2027',
      clubs: ['AMSF Lyon', 'AMSF Villeurbanne'],
      clubId: 3,
    });
  });
});
