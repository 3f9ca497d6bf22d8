import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servicePlanSchema } from '@/features/members/api/get-service-plan';
import { createSeed } from '@/mocks/db';
import { federalSeedOf } from '@/mocks/db/seed/federal-activities';
import demoAccounts from '@/mocks/data/demo-accounts.json';

// Vitest runs from the project root.
const publicDir = resolve(process.cwd(), 'public');
const seed = createSeed();

function localMediaPaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/mock-media/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(localMediaPaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(localMediaPaths);
  return [];
}

/** [south, north, west, east] of each area with clubs. */
const areas: Record<string, [number, number, number, number]> = {
  metropolitan: [41, 51.2, -5.2, 9.6],
  guadeloupe: [15.8, 16.6, -61.9, -61.0],
  martinique: [14.3, 14.9, -61.3, -60.8],
  guyane: [2, 6, -54.7, -51.5],
  reunion: [-21.4, -20.8, 55.2, 55.9],
  mayotte: [-13.1, -12.6, 44.9, 45.4],
};

describe('seed content', () => {
  it('has an account for every demo login', () => {
    expect(seed.accounts.map((account) => account.email).sort()).toEqual(
      demoAccounts.map((account) => account.email).sort(),
    );
  });

  it('places about 300 clubs in metropolitan France and the overseas departments', () => {
    expect(seed.clubs.length).toBeGreaterThanOrEqual(290);
    const inside = (club: (typeof seed.clubs)[number]) =>
      Object.entries(areas).find(
        ([, [south, north, west, east]]) =>
          club.latitude > south &&
          club.latitude < north &&
          club.longitude > west &&
          club.longitude < east,
      )?.[0];
    const outside = seed.clubs.filter((club) => inside(club) === undefined);
    expect(outside.map((club) => club.title)).toEqual([]);
    const overseas = seed.clubs.filter((club) => inside(club) !== 'metropolitan');
    expect(new Set(overseas.map(inside)).size).toBe(5);
  });

  it('serves every picture it mentions from public/', () => {
    const missing = [...new Set(localMediaPaths(seed))].filter(
      (path) => !existsSync(`${publicDir}${path}`),
    );
    expect(missing).toEqual([]);
  });

  // Issue 34: a picture is an activity's own or absent (the app then shows its discipline's
  // icon), never another sport's: each picture file stands for one discipline only.
  it('hands out each activity or offer picture for one discipline or offer only', () => {
    const owners = new Map<string, Set<string>>();
    const own = (picture: string | null, owner: string) => {
      if (picture === null) return;
      owners.set(picture, (owners.get(picture) ?? new Set()).add(owner));
    };
    for (const activity of seed.activities) {
      own(activity.imageUrl, federalSeedOf(activity.federalActivityId).title);
    }
    for (const activity of seed.passCatalogue.activities) {
      own(activity.activiteImage, activity.activiteNom);
    }
    for (const offer of seed.offers) own(offer.imageUrl, offer.titre);
    const shared = [...owners].filter(([, names]) => names.size > 1);
    expect(shared).toEqual([]);
    const pictureOf = (name: string) =>
      seed.passCatalogue.activities.find((activity) => activity.activiteNom === name)
        ?.activiteImage;
    expect(['Pilates', 'Yoga', 'Étirements'].map(pictureOf)).toEqual([null, null, null]);
  });

  it('ships a service plan that the app accepts, with a local banner', () => {
    const plan = servicePlanSchema.parse(
      JSON.parse(readFileSync(`${publicDir}/resources/service-plan.json`, 'utf8')),
    );
    expect(existsSync(`${publicDir}${plan.banner?.imageUrl ?? ''}`)).toBe(true);
  });
});
