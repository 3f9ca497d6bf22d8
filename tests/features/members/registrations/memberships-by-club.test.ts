import { describe, expect, it } from 'vitest';
import { membershipCardsOfSeason } from '@/features/members/registrations/rules/memberships-by-club';
import type { Membership } from '@/shared/session/schemas';

function membership(
  id: number,
  clubId: number,
  activity: string,
  season = '2026/2027',
): Membership {
  return {
    id,
    season: { id: season === '2026/2027' ? 4 : 3, title: season },
    activity: { id: id * 10, title: activity, type: 1, imageUrl: null },
    clubId,
    club: { id: clubId, title: `Club ${clubId}`, logoUrl: null },
    end: null,
    license: null,
    subscriptionMemberships: [],
  };
}

describe("'Mes adhésions {season}': one card per club", () => {
  it.each([
    ['no membership', [], []],
    [
      'one club, two activities joined with " - "',
      [membership(1, 1, 'Natation'), membership(2, 1, 'Yoga')],
      [{ clubId: 1, clubName: 'Club 1', activities: 'Natation - Yoga', membershipId: 1 }],
    ],
    [
      'two clubs, in the order of the memberships',
      [membership(1, 2, 'Judo'), membership(2, 1, 'Natation'), membership(3, 2, 'Karaté')],
      [
        { clubId: 2, clubName: 'Club 2', activities: 'Judo - Karaté', membershipId: 1 },
        { clubId: 1, clubName: 'Club 1', activities: 'Natation', membershipId: 2 },
      ],
    ],
    ["other seasons' memberships are left out", [membership(1, 1, 'Natation', '2025/2026')], []],
    [
      'an untitled activity leaves "Aucune activité"',
      [membership(1, 1, ' ')],
      [{ clubId: 1, clubName: 'Club 1', activities: 'Aucune activité', membershipId: 1 }],
    ],
    [
      'the same activity twice is named once',
      [membership(1, 1, 'Natation'), membership(2, 1, 'Natation')],
      [{ clubId: 1, clubName: 'Club 1', activities: 'Natation', membershipId: 1 }],
    ],
  ] as const)('%s', (_case, memberships, expected) => {
    expect(membershipCardsOfSeason(memberships, '2026/2027')).toEqual(expected);
  });
});
