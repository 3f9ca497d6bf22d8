import { describe, expect, it } from 'vitest';
import type { ActivityCategory, CategoryPrice } from '@/features/enrolment/api/activity';
import {
  activityAddress,
  agesLabel,
  currentSeasonPrice,
  geocodingQuery,
  isOtherClubsActivity,
  offeredCategories,
  placesLabel,
} from '@/features/enrolment/activity/rules/categories';
import { hasNoPlaceLeft } from '@/features/enrolment/rules/registration';
import { seasonTitleOf } from '@/shared/session/rules/seasons';
import { category, price } from '../../pages-test-utils';

describe('a category is full when the club says so or when its places are sold', () => {
  it.each([
    // [full flag, maxRegistration, soldPlaces, full?, places label]
    [false, 0, 500, false, 'Places illimitées'],
    [false, 24, 24, true, 'Complet'],
    [false, 24, 30, true, 'Complet'],
    [false, 30, 29, false, '1 place disponible sur 30'],
    [false, 80, 52, false, '28 places disponibles sur 80'],
    [true, 0, 0, true, 'Complet'],
  ])(
    'full=%s, max %i, sold %i -> %s (%s)',
    (full, maxRegistration, soldPlaces, expected, label) => {
      const row = { full, maxRegistration, soldPlaces };
      expect(hasNoPlaceLeft(row)).toBe(expected);
      expect(placesLabel(row)).toBe(label);
    },
  );
});

describe('ages of a category', () => {
  it.each([
    [6, 17, 'De 6 à 17 ans'],
    [18, 0, 'À partir de 18 ans'],
    [0, 12, "Jusqu'à 12 ans"],
    [0, 0, 'Tous âges'],
  ])('%i to %i -> %s', (minAge, maxAge, label) => {
    expect(agesLabel({ minAge, maxAge })).toBe(label);
  });
});

describe('categories offered on the activity page', () => {
  const priced = category({ id: 1 });
  const unpriced = category({ id: 2, activityCategoryPrices: [] });

  it.each<[string, boolean, ActivityCategory[], number[]]>([
    ['a published activity keeps the priced categories', true, [priced, unpriced], [1]],
    ['no category at all', true, [], []],
    ['no price at all', true, [unpriced], []],
    ['an unpublished activity offers nothing', false, [priced], []],
  ])('%s', (_case, publishedOnMemberPortal, categories, ids) => {
    expect(
      offeredCategories({ publishedOnMemberPortal }, categories).map((item) => item.id),
    ).toEqual(ids);
  });
});

describe('season of a date (1 August to 31 July)', () => {
  it.each([
    [new Date(2026, 10, 21), '2026/2027'],
    [new Date(2026, 7, 1), '2026/2027'],
    [new Date(2026, 6, 31), '2025/2026'],
    [new Date(2027, 0, 1), '2026/2027'],
  ])('%s -> %s', (date, title) => expect(seasonTitleOf(date)).toBe(title));
});

describe('price of the current season', () => {
  const previous = price({ id: 31, seasonId: 3, seasonTitle: '2025/2026', amount: 200 });
  const current = price({ id: 41, seasonId: 4, seasonTitle: '2026/2027', amount: 210 });
  const next = price({ id: 51, seasonId: 5, seasonTitle: '2027/2028', amount: 220 });
  const today = new Date(2026, 10, 21);

  it.each<[string, CategoryPrice[], number | undefined, number | undefined]>([
    ["the session's current season wins (member)", [next, current, previous], 5, 51],
    ["today's season for a visitor", [next, current, previous], undefined, 41],
    ['an unknown current season falls back to the date', [next, current], 9, 41],
    ['else the first price', [next, previous], undefined, 51],
    ['no price at all', [], undefined, undefined],
  ])('%s', (_case, prices, currentSeasonId, id) => {
    expect(currentSeasonPrice(prices, { currentSeasonId, today })?.id).toBe(id);
  });
});

type AddressParts = [string | null, string | null, string | null, string | null];

describe('address of an activity', () => {
  it.each<[AddressParts, string]>([
    [
      ['8 quai Claude Bernard', 'Centre nautique', '69007', 'Lyon'],
      '8 quai Claude Bernard, Centre nautique, 69007 Lyon',
    ],
    [['30 rue Paul Bert', null, '69003', 'Lyon'], '30 rue Paul Bert, 69003 Lyon'],
    [[null, null, null, 'Lyon'], 'Lyon'],
    [[' ', null, null, null], ''],
  ])('%j -> %s', ([address, addressContinued, zipCode, city], text) => {
    expect(activityAddress({ address, addressContinued, zipCode, city })).toBe(text);
  });

  it.each<[AddressParts, string]>([
    [
      ['8 quai Claude Bernard', 'Centre nautique', '69007', 'Lyon'],
      '8 quai Claude Bernard 69007 Lyon',
    ],
    [[null, 'Gymnase', null, 'Lyon'], 'Lyon'],
    [[null, 'Gymnase', null, null], ''],
  ])('the geocoder is asked for %j without the complement: %j', (parts, query) => {
    const [address, addressContinued, zipCode, city] = parts;
    expect(geocodingQuery({ address, addressContinued, zipCode, city })).toBe(query);
  });
});

describe("an activity reached under another club's address is not shown", () => {
  it.each([
    // [the activity's designed clubId, the route's club, another club's?]
    [1, 1, false],
    [2, 1, true],
    [undefined, 1, false],
  ])('clubId %s under club %i -> %s', (activityClubId, routeClubId, other) => {
    expect(isOtherClubsActivity({ clubId: activityClubId }, routeClubId)).toBe(other);
  });
});
