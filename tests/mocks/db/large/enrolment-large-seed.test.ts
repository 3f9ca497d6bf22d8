import { afterEach, describe, expect, it } from 'vitest';
import { activityListSchema } from '@/features/enrolment/api/get-club-activities';
import { clubDetailsSchema } from '@/shared/clubs/get-club-details';
import { clubListSchema } from '@/features/enrolment/api/club-summary';
import {
  getSeedSize,
  largeClubCount,
  seedSizeOfPage,
  seedSizeStorageKey,
  setSeedSize,
} from '@/mocks/db/large/seed-size';
import { firstSyntheticClubId } from '@/mocks/db/large/synthetic-clubs';
import { getMockDb } from '@/mocks/db';
import { serializeMockDb } from '@/mocks/db';
import { call, read } from '../../enrolment-client';

afterEach(() => setSeedSize('normal'));

const page = 'http://localhost:3000/inscription/carte';

describe('the large seed switch', () => {
  it.each([
    // The last column is what stays stored: an explicit choice in the address is remembered.
    ['?mock-seed=large', null, 'large', '"large"'],
    ['?mock-seed=normal', '"large"', 'normal', '"normal"'],
    ['', '"large"', 'large', '"large"'],
    ['', null, 'normal', null],
    ['?mock-seed=huge', null, 'normal', null],
  ])('reads %s with %s stored as %s', (query, stored, expected, storedAfter) => {
    if (stored !== null) window.localStorage.setItem(seedSizeStorageKey, stored);
    expect(seedSizeOfPage(`${page}${query}`)).toBe(expected);
    expect(getSeedSize()).toBe(expected);
    expect(window.localStorage.getItem(seedSizeStorageKey)).toBe(storedAfter);
  });
});

describe('the large seed', () => {
  it('lists 20,000 valid clubs with unique ids, the seeded ones first, none stored', async () => {
    setSeedSize('large');
    const clubs = await read('/public/amsf', clubListSchema);
    expect(clubs).toHaveLength(largeClubCount);
    expect(new Set(clubs.map((club) => club.id)).size).toBe(largeClubCount);
    expect(clubs.slice(0, getMockDb().clubs.length)).toEqual(
      await (async () => {
        setSeedSize('normal');
        return read('/public/amsf', clubListSchema);
      })(),
    );
    for (const club of clubs) {
      expect(club.federalActivities.length).toBeGreaterThan(0);
      expect(club.ageRanges?.length).toBeGreaterThan(0);
    }
    expect(serializeMockDb(getMockDb()).length).toBeLessThan(200_000);
  }, 60_000);

  it('answers the same list again without rebuilding it', async () => {
    setSeedSize('large');
    const first = await call('/public/amsf');
    const started = performance.now();
    const second = await call('/public/amsf');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(second.body).toEqual(first.body);
  }, 60_000);

  it('serves the pages of a generated club', async () => {
    const id = firstSyntheticClubId + 1234;
    const club = await read(`/public/amsf/${id}`, clubDetailsSchema);
    expect(club.id).toBe(id);
    const activities = await read(`/public/valides/activities/${id}`, activityListSchema);
    expect(activities.length).toBeGreaterThan(0);
    expect(activities.every((activity) => activity.clubId === id)).toBe(true);
    expect(club.federalActivities).toEqual(
      [...new Set(activities.map((activity) => activity.federalActivityId ?? 0))].sort(
        (a, b) => a - b,
      ),
    );
  });

  it('answers 404 past the last generated club', async () => {
    const beyond = firstSyntheticClubId + largeClubCount;
    expect((await call(`/public/amsf/${beyond}`)).status).toBe(404);
  });
});
