import { isSyntheticClubId, syntheticCatalogue, syntheticClub } from './large/synthetic-clubs';
import type { Catalogue } from './seed/catalogue-spec';
import type {
  ActivityRow,
  CategoryPriceRow,
  CategoryRow,
  ClubRow,
  MockDb,
  TakenPlacesRow,
} from './types';

/**
 * Reads of the club catalogue. Ids nest (activity = club × 100 + rank, category = activity × 10
 * + rank, price = category × 10 + rank), so any id leads to its club: a seeded one through an
 * index built once, a synthetic one of the large seed by generating it from its id.
 */

type ClubEntry = {
  club: Readonly<ClubRow>;
  activities: readonly Readonly<ActivityRow>[];
  categories: readonly Readonly<CategoryRow>[];
  prices: readonly Readonly<CategoryPriceRow>[];
};

type Index = { clubs: Map<number, ClubEntry> };

const indexes = new WeakMap<object, Index>();
const syntheticCache = new Map<number, ClubEntry>();
const syntheticCacheSize = 200;

function indexOf(db: MockDb): Index {
  const existing = indexes.get(db.clubs);
  if (existing) return existing;
  const clubs = new Map<number, ClubEntry>(
    db.clubs.map((club) => [club.id, { club, activities: [], categories: [], prices: [] }]),
  );
  const push = <K extends 'activities' | 'categories' | 'prices'>(
    clubId: number,
    key: K,
    row: ClubEntry[K][number],
  ) => {
    const entry = clubs.get(clubId);
    if (entry) (entry[key] as ClubEntry[K][number][]).push(row);
  };
  for (const activity of db.activities) push(activity.clubId, 'activities', activity);
  for (const category of db.categories) push(clubIdOfCategory(category.id), 'categories', category);
  for (const price of db.categoryPrices) push(clubIdOfPrice(price.id), 'prices', price);
  const index = { clubs };
  indexes.set(db.clubs, index);
  return index;
}

export const clubIdOfActivity = (activityId: number) => Math.floor(activityId / 100);
export const activityIdOfCategory = (categoryId: number) => Math.floor(categoryId / 10);
export const categoryIdOfPrice = (priceId: number) => Math.floor(priceId / 10);
const clubIdOfCategory = (categoryId: number) => clubIdOfActivity(activityIdOfCategory(categoryId));
const clubIdOfPrice = (priceId: number) => clubIdOfCategory(categoryIdOfPrice(priceId));

function syntheticEntry(db: MockDb, clubId: number): ClubEntry | undefined {
  if (!isSyntheticClubId(clubId, db.clubs.length)) return undefined;
  const cached = syntheticCache.get(clubId);
  if (cached) return cached;
  const club = syntheticClub(clubId);
  const catalogue: Catalogue = syntheticCatalogue(club);
  const entry = {
    club,
    activities: catalogue.activities,
    categories: catalogue.categories,
    prices: catalogue.categoryPrices,
  };
  if (syntheticCache.size >= syntheticCacheSize) {
    const oldest = syntheticCache.keys().next().value;
    if (oldest !== undefined) syntheticCache.delete(oldest);
  }
  syntheticCache.set(clubId, entry);
  return entry;
}

function entryOf(db: MockDb, clubId: number): ClubEntry | undefined {
  if (!Number.isInteger(clubId)) return undefined;
  return indexOf(db).clubs.get(clubId) ?? syntheticEntry(db, clubId);
}

export function findClub(db: MockDb, clubId: number): Readonly<ClubRow> | undefined {
  return entryOf(db, clubId)?.club;
}

export function activitiesOfClub(db: MockDb, clubId: number): readonly Readonly<ActivityRow>[] {
  return entryOf(db, clubId)?.activities ?? [];
}

export function findActivity(db: MockDb, activityId: number): Readonly<ActivityRow> | undefined {
  return entryOf(db, clubIdOfActivity(activityId))?.activities.find(
    (activity) => activity.id === activityId,
  );
}

export function categoriesOfActivity(
  db: MockDb,
  activityId: number,
): readonly Readonly<CategoryRow>[] {
  return (entryOf(db, clubIdOfActivity(activityId))?.categories ?? []).filter(
    (category) => activityIdOfCategory(category.id) === activityId,
  );
}

export function findCategory(db: MockDb, categoryId: number): Readonly<CategoryRow> | undefined {
  return entryOf(db, clubIdOfCategory(categoryId))?.categories.find(
    (category) => category.id === categoryId,
  );
}

export function pricesOfCategory(
  db: MockDb,
  categoryId: number,
): readonly Readonly<CategoryPriceRow>[] {
  return (entryOf(db, clubIdOfCategory(categoryId))?.prices ?? []).filter(
    (price) => price.categoryId === categoryId,
  );
}

export function findPrice(db: MockDb, priceId: number): Readonly<CategoryPriceRow> | undefined {
  return entryOf(db, clubIdOfPrice(priceId))?.prices.find((price) => price.id === priceId);
}

/** Seeded sales plus the places taken since (paid orders, registered visitors). */
export function soldPlacesOf(db: MockDb, category: Readonly<CategoryRow>): number {
  const taken = db.takenPlaces.find((row: TakenPlacesRow) => row.id === category.id)?.count ?? 0;
  return category.soldPlaces + taken;
}

/** maxRegistration 0 = unlimited. */
export function isFull(db: MockDb, category: Readonly<CategoryRow>): boolean {
  return !hasRoomFor(db, category, 1);
}

export function hasRoomFor(db: MockDb, category: Readonly<CategoryRow>, places: number): boolean {
  return (
    category.maxRegistration === 0 ||
    soldPlacesOf(db, category) + places <= category.maxRegistration
  );
}

/** Called inside updateMockDb. */
export function takePlaces(db: MockDb, categoryId: number, count: number): void {
  const row = db.takenPlaces.find((item) => item.id === categoryId);
  if (row) row.count += count;
  else db.takenPlaces.push({ id: categoryId, count });
}
