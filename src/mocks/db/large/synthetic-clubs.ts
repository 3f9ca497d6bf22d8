import { pickDistinct, seededRandom } from '../prng';
import {
  addClubCatalogue,
  emptyCatalogue,
  type ActivitySpec,
  type Catalogue,
} from '../seed/catalogue-spec';
import { clubTitle, ofTown, phoneNumber, phonePrefixOf } from '../seed/clubs';
import { federalSeeds, slugOf } from '../seed/federal-activities';
import { generatedActivitySpecs, streetAddress } from '../seed/generated-catalogue';
import { towns } from '../seed/towns';
import type { ClubRow } from '../types';
import { largeClubCount } from './seed-size';

/**
 * Clubs of the large seed (performance checks): generated from their id alone, around real
 * towns, never stored. Ids start far above the seeded ones so both never collide.
 */
export const firstSyntheticClubId = 100_001;

export function syntheticClubCount(seededCount: number): number {
  return Math.max(0, largeClubCount - seededCount);
}

export function isSyntheticClubId(id: number, seededCount: number): boolean {
  return (
    Number.isInteger(id) &&
    id >= firstSyntheticClubId &&
    id < firstSyntheticClubId + syntheticClubCount(seededCount)
  );
}

// Slugs are slow to compute (Unicode normalisation): once per distinct text.
const slugs = new Map<string, string>();
function cachedSlug(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = slugOf(text);
    slugs.set(text, slug);
  }
  return slug;
}

export function syntheticClub(id: number): ClubRow {
  const random = seededRandom(id * 104_729);
  const town = towns[Math.floor(random() * towns.length)];
  if (!town) throw new Error('Mock seed: no towns');
  const [city, postalCode, departmentCode, region, latitude, longitude] = town;
  // Spread over the town's surroundings (about ±15 km), denser near the centre.
  const spread = () => (random() + random() - 1) * 0.15;
  const title = clubTitle(city, random);
  const slug = `${cachedSlug(title)}-${id}`;
  return {
    id,
    title,
    logoUrl: null,
    site: random() < 0.7 ? `https://${slug}.clubs.example.fr` : null,
    address: streetAddress(random),
    postalCode,
    city,
    departmentCode,
    region,
    latitude: Math.round((latitude + spread()) * 1e5) / 1e5,
    longitude: Math.round((longitude + spread()) * 1e5) / 1e5,
    email: `contact@${slug}.clubs.example.fr`,
    phone: phoneNumber(phonePrefixOf(region, departmentCode), id),
    settlement: null,
    settlementRequired: false,
    helloassoClubSlug: null,
    absorbsFees: random() < 0.5,
  };
}

const everyday = federalSeeds.filter((seed) => seed.id !== 32).map((seed) => seed.id);

/** One to three yearly activities: small clubs keep the 20,000-club answer light. */
function syntheticSpecs(club: ClubRow): ActivitySpec[] {
  const random = seededRandom(club.id * 31);
  const town = { city: club.city, postalCode: club.postalCode, of: ofTown(club.city) };
  const federalIds = pickDistinct(everyday, 1 + Math.floor(random() * 3), random);
  return generatedActivitySpecs(town, random, federalIds, {});
}

export function syntheticCatalogue(club: ClubRow): Catalogue {
  const catalogue = emptyCatalogue();
  addClubCatalogue(catalogue, club.id, syntheticSpecs(club));
  return catalogue;
}

/** Just what the clubs list needs, straight from the specs (no rows built). */
export function syntheticListRows(club: ClubRow) {
  const specs = syntheticSpecs(club);
  const activities = specs.map((spec, index) => ({
    id: club.id * 100 + index + 1,
    federalActivityId: spec.federalActivityId,
    publishedOnMemberPortal: spec.published ?? true,
  }));
  const categories = specs.flatMap((spec, index) =>
    spec.categories.map((category) => ({
      activityId: club.id * 100 + index + 1,
      minAge: category.minAge,
      maxAge: category.maxAge,
      marge: category.marge ?? 0,
    })),
  );
  return { activities, categories };
}
