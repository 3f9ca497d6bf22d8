import { describe, expect, it } from 'vitest';
import { boundsAround, distanceKm, distanceLabel } from '@/features/enrolment/map/rules/distance';
import {
  aroundTownSuffix,
  mayNameTown,
  townAnswersSearch,
  type Town,
} from '@/features/enrolment/map/rules/town-search';

/**
 * Issue 34: 'the map moves to the searched town and lists the clubs around it'; 'Lyon' lists
 * Villeurbanne's and Oullins' clubs (docs/spec/enrolment.md 2, 'Map and lists').
 */
const lyon: Town = { name: 'Lyon', postcode: '69001', lat: 45.7676, lng: 4.8345 };
const saintEtienne: Town = { name: 'Saint-Étienne', postcode: '42000', lat: 45.4397, lng: 4.3872 };
const oullins: Town = {
  name: 'Oullins-Pierre-Bénite',
  postcode: '69310',
  lat: 45.714,
  lng: 4.8009,
};

describe('townAnswersSearch: the service’s town is the one searched', () => {
  it.each([
    ['Lyon', lyon, true],
    ['  lyon ', lyon, true],
    ['69001', lyon, true],
    ['Lyon 69001', lyon, true],
    ['saint etienne', saintEtienne, true],
    ['Saint-Étienne', saintEtienne, true],
    ['Oullins', oullins, true],
    // A name still being typed, a club's name, another town: the words search the clubs.
    ['lyo', lyon, false],
    ['AMSF Lyon', lyon, false],
    ['Lyon Gerland', lyon, false],
    ['Villeurbanne', lyon, false],
    ['', lyon, false],
  ] as const)('%j with %s: %s', (search, town, answers) => {
    expect(townAnswersSearch(search, town)).toBe(answers);
  });
});

describe('mayNameTown: the service is asked from two letters or digits', () => {
  it.each([
    ['', false],
    [' L ', false],
    ['Ly', true],
    ['69', true],
  ] as const)('%j: %s', (search, asked) => {
    expect(mayNameTown(search)).toBe(asked);
  });
});

describe('distanceKm', () => {
  it.each([
    [lyon, { lat: 45.7719, lng: 4.8898 }, 4.3], // Villeurbanne
    [lyon, { lat: 45.714, lng: 4.8009 }, 6.5], // Oullins
    [lyon, { lat: 45.4397, lng: 4.3872 }, 50.4], // Saint-Étienne
    [lyon, lyon, 0],
  ])('from %o to %o: %s km', (from, to, km) => {
    expect(distanceKm(from, to)).toBeCloseTo(km, 1);
  });
});

describe('boundsAround: the box the map is fitted to', () => {
  it('holds the radius in every direction', () => {
    const [west, south, east, north] = boundsAround({ lat: 45.7676, lng: 4.8345, radiusKm: 15 });
    expect(distanceKm(lyon, { lat: north, lng: 4.8345 })).toBeCloseTo(15, 1);
    expect(distanceKm(lyon, { lat: south, lng: 4.8345 })).toBeCloseTo(15, 1);
    expect(distanceKm(lyon, { lat: 45.7676, lng: east })).toBeCloseTo(15, 1);
    expect(distanceKm(lyon, { lat: 45.7676, lng: west })).toBeCloseTo(15, 1);
  });
});

describe('distanceLabel', () => {
  it.each([
    [0, '100 m'],
    [0.04, '100 m'],
    [0.75, '800 m'],
    [1, '1 km'],
    [4.3, '4,3 km'],
    [6.64, '6,6 km'],
    [9.96, '10 km'],
    [12.4, '12 km'],
  ])('%s km: %s', (km, label) => {
    expect(distanceLabel(km)).toBe(label);
  });

  it('says the town in the count', () => {
    expect(aroundTownSuffix(lyon)).toBe(' à moins de 15 km de Lyon');
  });
});
