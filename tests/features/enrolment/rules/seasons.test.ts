import { describe, expect, it } from 'vitest';
import {
  defaultSeasonId,
  isSeasonSubscribable,
  nextSeasonOf,
} from '@/features/enrolment/rules/seasons';
import type { Season } from '@/shared/session/schemas';
import { category, memberOf } from '../wizard/enrolment-factories';

const current: Season = {
  id: 4,
  title: '2025/2026',
  startDate: '2025-08-01',
  endDate: '2026-07-31',
  current: true,
};
const next: Season = { ...current, id: 5, title: '2026/2027', current: false };

describe('the next season has id equal to the current id plus 1', () => {
  it.each([
    ['listed', [current, next], 5],
    ['not listed yet', [current], undefined],
  ])('next season %s', (_case, seasons, expected) => {
    expect(nextSeasonOf(seasons, current)?.id).toBe(expected);
  });
});

describe('season default: the current season if subscribable, else the next season', () => {
  it.each([
    ['current subscribable', [4, 5], 4],
    ['current taken, next subscribable', [5], 5],
    ['both taken: the next one', [], 5],
  ])('%s', (_case, subscribable, expected) => {
    expect(defaultSeasonId(current, next, (id) => subscribable.includes(id))).toBe(expected);
  });

  it('stays on the current season when there is no next one', () => {
    expect(defaultSeasonId(current, undefined, () => false)).toBe(4);
  });
});

describe('a season is subscribable only when the member has no membership in that season in any category of the list', () => {
  const yoga = category({ id: 20 });
  const pilates = category({
    id: 21,
    activityCategoryPrices: [
      { id: 210, season: { id: 4, title: '2025/2026' }, title: 'Annuel', totalAmount: 150 },
    ],
  });

  it.each([
    ['no membership', [], 4, true],
    [
      'a membership in the category that season',
      [memberOf(4, [{ activityCategory: { id: 20 } }])],
      4,
      false,
    ],
    [
      'a membership in another category of the list that season (by price)',
      [memberOf(4, [{ activityCategoryPrice: { id: 210, season: { id: 4 } } }])],
      4,
      false,
    ],
    ['a membership of another season', [memberOf(3, [{ activityCategory: { id: 20 } }])], 4, true],
    [
      'a membership in a category outside the list',
      [memberOf(4, [{ activityCategory: { id: 99 } }])],
      4,
      true,
    ],
  ])('%s', (_case, memberships, seasonId, expected) => {
    expect(isSeasonSubscribable(seasonId, memberships, [yoga, pilates])).toBe(expected);
  });
});
