import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servicePlanSchema } from '@/features/members/api/schemas';
import { createSeed } from '@/mocks/db';
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

describe('seed content', () => {
  it('has an account for every demo login', () => {
    expect(seed.accounts.map((account) => account.email).sort()).toEqual(
      demoAccounts.map((account) => account.email).sort(),
    );
  });

  it('places a dozen clubs in metropolitan France', () => {
    expect(seed.clubs.length).toBeGreaterThanOrEqual(12);
    for (const club of seed.clubs) {
      expect(club.latitude).toBeGreaterThan(41);
      expect(club.latitude).toBeLessThan(51.2);
      expect(club.longitude).toBeGreaterThan(-5.2);
      expect(club.longitude).toBeLessThan(9.6);
    }
  });

  it('serves every picture it mentions from public/', () => {
    const missing = [...new Set(localMediaPaths(seed))].filter(
      (path) => !existsSync(`${publicDir}${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('ships a service plan that the app accepts, with a local banner', () => {
    const plan = servicePlanSchema.parse(
      JSON.parse(readFileSync(`${publicDir}/resources/service-plan.json`, 'utf8')),
    );
    expect(existsSync(`${publicDir}${plan.banner?.imageUrl ?? ''}`)).toBe(true);
  });
});
