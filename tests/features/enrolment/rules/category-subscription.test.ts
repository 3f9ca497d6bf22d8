import { describe, expect, it } from 'vitest';
import {
  canSubscribeCategory,
  isCategoryValid,
} from '@/features/enrolment/rules/category-subscription';
import { category, memberOf } from '../wizard/enrolment-factories';

const season4 = { id: 4, title: '2025/2026' };
const season5 = { id: 5, title: '2026/2027' };

describe('category can be subscribed only if all hold (section 4)', () => {
  const base = category({ id: 20 });
  const preSales = category({ id: 20, preSales: true });
  const member4 = [memberOf(4, [{ activityCategory: { id: 20 } }])];

  it.each([
    ['open category, no membership', base, [], 4, true],
    ['it is full', category({ full: true }), [], 4, false],
    ['all places are sold', category({ maxRegistration: 10, soldPlaces: 10 }), [], 4, false],
    [
      'neither for sale nor pre-registrable',
      category({ forSale: false, possiblePreRegistration: false }),
      [],
      4,
      false,
    ],
    [
      'pre-registrable only',
      category({ forSale: false, possiblePreRegistration: true }),
      [],
      4,
      true,
    ],
    ['without pre-sales, a membership of any season blocks', base, member4, 5, false],
    ['with pre-sales, a membership of the same season blocks', preSales, member4, 4, false],
    ['with pre-sales, a membership of another season does not block', preSales, member4, 5, true],
  ])('%s', (_case, subject, memberships, seasonId, expected) => {
    expect(canSubscribeCategory(subject, memberships, seasonId)).toBe(expected);
  });
});

describe('category validity: not valid when the profile holds as many subscriptions to its prices as it has distinct seasons', () => {
  const twoSeasons = category({
    id: 20,
    activityCategoryPrices: [
      { id: 200, season: season4, title: 'Annuel', totalAmount: 180 },
      { id: 201, season: season4, title: 'Réduit', totalAmount: 120 },
      { id: 202, season: season5, title: 'Annuel', totalAmount: 190 },
    ],
  });
  const price = (id: number, seasonId: number) => ({
    activityCategoryPrice: { id, season: { id: seasonId } },
  });

  it.each([
    ['no subscription', [], true],
    ['one subscription for two seasons', [memberOf(4, [price(200, 4)])], true],
    [
      'two subscriptions for two seasons',
      [memberOf(4, [price(201, 4)]), memberOf(5, [price(202, 5)])],
      false,
    ],
    [
      'subscriptions to other prices do not count',
      [memberOf(4, [price(300, 4), price(301, 5)])],
      true,
    ],
  ])('%s', (_case, memberships, expected) => {
    expect(isCategoryValid(twoSeasons, memberships)).toBe(expected);
  });

  it.each([
    ['for sale', true, false, true],
    ['pre-registrable', false, true, true],
    ['neither for sale nor pre-registrable', false, false, false],
  ])('%s', (_case, forSale, possiblePreRegistration, expected) => {
    expect(isCategoryValid(category({ forSale, possiblePreRegistration }), [])).toBe(expected);
  });
});
