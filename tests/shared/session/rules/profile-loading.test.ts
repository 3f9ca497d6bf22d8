import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  landingPath,
  pathAfterProfilesLoaded,
  renewableMemberships,
  returnsToActivity,
  sortProfilesById,
  splitMemberships,
  unreadTotal,
  usesCommunity,
} from '@/shared/session/rules/profile-loading';
import type { ConversationSummary } from '@/shared/session/schemas';
import { membership } from '../../../factories';

const current = '2026/2027';

describe('profiles are sorted by id and one alone is selected', () => {
  it('sorts by id', () => {
    expect(sortProfilesById([{ id: 9 }, { id: 2 }, { id: 5 }]).map((p) => p.id)).toEqual([2, 5, 9]);
  });

  it.each([
    [[], null, '/profile/choose'],
    [[{ id: 7 }], 7, '/profile/7'],
    [[{ id: 7 }, { id: 8 }], null, '/profile/choose'],
  ])('%j selects %s and goes to %s', (profiles, selected, path) => {
    expect(initialSelection(profiles)).toBe(selected);
    expect(pathAfterProfilesLoaded(profiles)).toBe(path);
  });
});

describe('after loading, gender and birthday must be known', () => {
  it.each([
    [{ gender: 'F' as const, birthday: '1984-03-12' }, '/profile/4/home'],
    [{ gender: null, birthday: '1984-03-12' }, '/profile/4/mes_info'],
    [{ gender: 'M' as const, birthday: null }, '/profile/4/mes_info'],
    [{ gender: null, birthday: null }, '/profile/4/mes_info'],
  ])('%j -> %s', (known, path) => {
    expect(landingPath({ id: 4, ...known })).toBe(path);
  });
});

describe('memberships are split by the current season', () => {
  it('keeps current and future ones, moves older ones to old memberships', () => {
    const past = membership({ id: 1, season: '2025/2026' });
    const now = membership({ id: 2, season: '2026/2027' });
    const next = membership({ id: 3, season: '2027/2028' });
    const result = splitMemberships([past, now, next], current);
    expect(result.memberships).toEqual([now, next]);
    expect(result.oldMemberships).toEqual([past]);
  });
});

describe('renewable memberships', () => {
  it.each([
    [
      'last season, yearly, not renewed',
      membership({ season: '2025/2026', activityId: 20 }),
      [],
      true,
    ],
    [
      'last season but renewed this season',
      membership({ season: '2025/2026', activityId: 20 }),
      [membership({ season: '2026/2027', activityId: 20 })],
      false,
    ],
    [
      'renewed for next season already',
      membership({ season: '2025/2026', activityId: 20 }),
      [membership({ season: '2027/2028', activityId: 20 })],
      false,
    ],
    ['two seasons ago', membership({ season: '2024/2025', activityId: 20 }), [], false],
    [
      'an event (type 3)',
      membership({ season: '2025/2026', activityId: 20, activityType: 3 }),
      [],
      false,
    ],
  ])('%s: renewable %s', (_label, old, currentOnes, expected) => {
    expect(renewableMemberships([old], currentOnes, current)).toHaveLength(expected ? 1 : 0);
  });

  it('lists an activity once', () => {
    const twice = [
      membership({ id: 1, season: '2025/2026', activityId: 20 }),
      membership({ id: 2, season: '2025/2026', activityId: 20 }),
    ];
    expect(renewableMemberships(twice, [], current)).toHaveLength(1);
  });
});

describe('a sign-up that returns to an activity', () => {
  it.each([
    ['held it last season', [membership({ season: '2025/2026', activityId: 20 })], true],
    ['held it two seasons ago', [membership({ season: '2024/2025', activityId: 20 })], true],
    ['holds it this season only', [membership({ season: '2026/2027', activityId: 20 })], false],
    ['held another activity', [membership({ season: '2025/2026', activityId: 21 })], false],
    ['never held any', [], false],
  ])('a member who %s: returning %s', (_label, memberships, expected) => {
    expect(returnsToActivity(memberships, 20, current)).toBe(expected);
  });
});

describe('community usage and unread total', () => {
  const conversation = (unreadCount: number): ConversationSummary => ({
    id: unreadCount,
    groupName: 'Groupe',
    category: 0,
    lastMessage: '',
    lastMessageCreation: null,
    unreadCount,
  });

  it.each([
    [{ role: { id: 6, description: 'Administrateur de section' } }, [], true],
    [{ role: { id: 5, description: 'Administrateur de club' } }, [], false],
    [{ role: null }, [conversation(0)], true],
    [{ role: null }, [], false],
  ])('%j with %j conversations uses the community: %s', (profile, conversations, expected) => {
    expect(usesCommunity(profile, conversations)).toBe(expected);
  });

  it('sums unread messages over conversations', () => {
    expect(unreadTotal([conversation(2), conversation(1), conversation(0)])).toBe(3);
  });
});
