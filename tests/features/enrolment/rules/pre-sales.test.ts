import { describe, expect, it } from 'vitest';
import { hasPreSales } from '@/features/enrolment/rules/pre-sales';

const offersOf = (...categories: { id: number; preSales: boolean }[]) => ({
  activityCategoryPrices: categories.map((activityCategory) => ({ activityCategory })),
});

// enrolment.md 3 'Offers response': 'activityCategory (with a preSales flag and its activity)'.
describe('a category has pre-sales', () => {
  it.each([
    ['the designed flag on the category', { id: 1, preSales: true }, undefined, true],
    [
      "the spec's flag on the offers' category",
      { id: 1, preSales: false },
      offersOf({ id: 1, preSales: true }),
      true,
    ],
    ['neither flag', { id: 1, preSales: false }, offersOf({ id: 1, preSales: false }), false],
    ['offers not loaded yet', { id: 1, preSales: false }, undefined, false],
    [
      "another category's flag",
      { id: 1, preSales: false },
      offersOf({ id: 2, preSales: true }),
      false,
    ],
  ])('%s', (_, category, offers, expected) => {
    expect(hasPreSales(category, offers as never)).toBe(expected);
  });
});
