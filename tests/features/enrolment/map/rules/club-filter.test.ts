import { describe, expect, it } from 'vitest';
import {
  acceptsAgeOf,
  clubMatches,
  clubSearchText,
  filterKey,
  matchesSearch,
  normalizeSearchText,
  offersActivity,
  searchTokens,
} from '@/features/enrolment/map/rules/club-filter';
import { clubSummary } from '../map-test-data';

describe('normalizeSearchText', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ['  SAINT   ÉTIENNE ', 'saint etienne'],
    ["L'Isle-d'Abeau", 'l isle d abeau'],
    ['L’Haÿ-les-Roses', 'l hay les roses'],
    ['Besançon', 'besancon'],
    ['Œuvre', 'œuvre'],
    ['69003', '69003'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('matching a club by town, postal code or name (accent-insensitive)', () => {
  const lyon = clubSearchText({ title: 'AMSF Lyon', city: 'Lyon', postalCode: '69003' });
  const etienne = clubSearchText({
    title: 'Club omnisport',
    city: 'Saint-Étienne',
    postalCode: '42000',
  });
  const noTown = clubSearchText({ title: 'AMSF Itinérant', city: null, postalCode: null });

  it.each([
    [lyon, '', true],
    [lyon, 'lyon', true],
    [lyon, 'LYON', true],
    [lyon, '69003', true],
    [lyon, '690', true],
    [lyon, 'amsf lyon', true],
    [lyon, 'lyon amsf', true],
    [lyon, 'marseille', false],
    [lyon, 'lyon 13001', false],
    [etienne, 'saint etienne', true],
    [etienne, 'st-étienne', false],
    [etienne, 'ETIENNE', true],
    [etienne, 'saint-etienne 42', true],
    [noTown, 'itinerant', true],
    [noTown, 'paris', false],
  ])('%j matches %j: %s', (text, query, expected) => {
    expect(matchesSearch(text, searchTokens(query))).toBe(expected);
  });
});

describe('offersActivity', () => {
  it.each([
    [[1, 2], null, true],
    [[1, 2], 2, true],
    [[1, 2], 3, false],
    [[], null, true],
    [[], 1, false],
  ])('club activities %j, filter %j: %s', (activities, activityId, expected) => {
    expect(offersActivity({ federalActivities: activities }, activityId)).toBe(expected);
  });
});

describe("acceptsAgeOf ('pour qui ?')", () => {
  const youthSwimming = { federalActivityId: 1, minAge: 6, maxAge: 17, marge: 0 };
  const adultYoga = { federalActivityId: 2, minAge: 18, maxAge: 0, marge: 0 };
  const everyoneJudo = { federalActivityId: 3, minAge: 0, maxAge: 0, marge: 0 };

  it.each([
    ['no age chosen keeps every club', [], null, null, true],
    ['a club without published category is left out', [], 120, null, false],
    ['a 10-year-old fits the youth category', [youthSwimming, adultYoga], 120, null, true],
    ['a 10-year-old does not fit adult yoga', [adultYoga], 120, null, false],
    ['an adult fits adult yoga', [youthSwimming, adultYoga], 480, null, true],
    ['with an activity, only its categories count', [youthSwimming, adultYoga], 480, 1, false],
    ['with an activity, its category accepts', [youthSwimming, adultYoga], 120, 1, true],
    ['bounds 0 accept a toddler', [everyoneJudo], 20, null, true],
  ])('%s', (_label, ranges, months, activityId, expected) => {
    expect(acceptsAgeOf({ ageRanges: ranges }, months, activityId)).toBe(expected);
  });
});

describe('clubMatches combines the three filters', () => {
  const club = clubSummary({
    id: 1,
    title: 'AMSF Lyon',
    city: 'Lyon',
    postalCode: '69003',
    federalActivities: [1],
    ageRanges: [{ federalActivityId: 1, minAge: 6, maxAge: 17, marge: 0 }],
  });
  const text = clubSearchText(club);

  it.each([
    [{ search: '', activityId: null, ageInMonths: null }, true],
    [{ search: 'lyon', activityId: 1, ageInMonths: 120 }, true],
    [{ search: 'paris', activityId: 1, ageInMonths: 120 }, false],
    [{ search: 'lyon', activityId: 2, ageInMonths: null }, false],
    [{ search: 'lyon', activityId: null, ageInMonths: 480 }, false],
  ])('%o: %s', (filter, expected) => {
    expect(clubMatches(club, text, filter)).toBe(expected);
  });

  it('gives the same key to filters that select the same clubs', () => {
    const base = { activityId: 1, ageInMonths: null };
    expect(filterKey({ ...base, search: ' Saint-Étienne ' })).toBe(
      filterKey({ ...base, search: 'saint etienne' }),
    );
    expect(filterKey({ ...base, search: 'lyon' })).not.toBe(filterKey({ ...base, search: 'lyo' }));
  });
});
