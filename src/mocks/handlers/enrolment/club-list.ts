import { mapInSlices, yieldToMain } from '@/shared/lib/yield-to-main';
import type { SeedSize } from '../../db/large/seed-size';
import {
  firstSyntheticClubId,
  syntheticClub,
  syntheticClubCount,
  syntheticListRows,
} from '../../db/large/synthetic-clubs';
import type { MockDb } from '../../db/types';
import { wireBody } from '../respond';
import { clubSummaryOf, clubSummaryView } from './views/club-view';

/**
 * GET /public/{product} answers every club at once, up to 20,000 with the large seed. The
 * catalogue never changes during a session, so the wire JSON is built once and reused: an
 * answer then costs a string concatenation. The large part is built in slices that yield to
 * the page between them, so building it never freezes the main thread for long either.
 */

const seededCache = new WeakMap<object, Promise<string>>();
const syntheticCache = new Map<number, Promise<string>>();
const sliceSize = 400;

/**
 * The seeded clubs in the wire format, built once, in slices: the demo builds
 * them on the page's main thread while the map starts.
 */
function seededClubListJson(db: MockDb, productSlug: string): Promise<string> {
  let cached = seededCache.get(db.clubs);
  if (!cached) {
    cached = mapInSlices(db.clubs, (club) => clubSummaryView(db, club))
      .then((body) => JSON.stringify(wireBody(productSlug, body)))
      .catch((error: unknown) => {
        // A drift fails this answer, not every later one (the seeded clubs outlive a reset).
        seededCache.delete(db.clubs);
        throw error;
      });
    seededCache.set(db.clubs, cached);
  }
  return cached;
}

function syntheticSummary(index: number) {
  const club = syntheticClub(firstSyntheticClubId + index);
  return clubSummaryOf(club, syntheticListRows(club));
}

/** The generated clubs of the large seed (checked against docs/openapi by the contract gate). */
export function syntheticClubList(seededCount: number) {
  return Array.from({ length: syntheticClubCount(seededCount) }, (_, index) =>
    syntheticSummary(index),
  );
}

/**
 * JSON of the generated clubs, without the brackets. Their keys hold no 'club' word, so the
 * product renaming has nothing to do and is skipped.
 */
async function buildSyntheticJson(seededCount: number): Promise<string> {
  const parts: string[] = [];
  const count = syntheticClubCount(seededCount);
  for (let start = 0; start < count; start += sliceSize) {
    const slice = [];
    for (let index = start; index < Math.min(count, start + sliceSize); index += 1) {
      slice.push(syntheticSummary(index));
    }
    parts.push(JSON.stringify(slice).slice(1, -1));
    await yieldToMain();
  }
  return parts.join(',');
}

function syntheticJson(seededCount: number): Promise<string> {
  let cached = syntheticCache.get(seededCount);
  if (!cached) {
    cached = buildSyntheticJson(seededCount);
    syntheticCache.set(seededCount, cached);
  }
  return cached;
}

export async function clubListJson(
  db: MockDb,
  productSlug: string,
  size: SeedSize,
): Promise<string> {
  const seeded = await seededClubListJson(db, productSlug);
  if (size === 'normal') return seeded;
  const synthetic = await syntheticJson(db.clubs.length);
  return synthetic === '' ? seeded : `${seeded.slice(0, -1)},${synthetic}]`;
}

/** Starts building the large list in the background as soon as the large seed is chosen. */
export function warmUpClubList(db: MockDb, productSlug: string): void {
  void clubListJson(db, productSlug, 'large');
}
