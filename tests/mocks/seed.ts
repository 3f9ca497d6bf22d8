import { updateMockDb } from '@/mocks/db';
import { seasonIds } from '@/mocks/db/seed/reference';
import type {
  ActivityRow,
  CategoryPriceRow,
  CategoryRow,
  ClubRow,
  MockDb,
  OfferRow,
  SponsorRow,
} from '@/mocks/db';

export type ActivitySeed = Pick<ActivityRow, 'id' | 'title'> & Partial<ActivityRow>;

/**
 * The catalogue's lookups are indexed once per clubs table (src/mocks/db/catalogue.ts): a test
 * that changes activities, categories or prices gives the table a new identity to rebuild them.
 */
export function seedCatalogue(change: (db: MockDb) => void): void {
  updateMockDb((db) => {
    change(db);
    db.clubs = [...db.clubs];
  });
}

/**
 * Test data goes into the stateful mocked database (reset before every test by tests/setup.ts),
 * so the real handlers answer: a test states what the backend holds, never how it answers.
 */
export function seedClub(clubId: number, changes: Partial<ClubRow>): void {
  seedCatalogue((db) => {
    db.clubs = db.clubs.map((club) => (club.id === clubId ? { ...club, ...changes } : club));
  });
}

/** An activity row; unnamed fields are those of a plain yearly activity. */
const activityRow = (clubId: number, seed: ActivitySeed): ActivityRow => ({
  clubId,
  type: 1,
  imageUrl: null,
  federalActivityId: 1,
  description: null,
  address: null,
  addressContinued: null,
  zipCode: null,
  city: null,
  latitude: null,
  longitude: null,
  addressWebsite: null,
  publishedOnMemberPortal: true,
  stageDroitsOmnisport: false,
  risky: false,
  ...seed,
});

/** Replaces the club's activities; unnamed fields are those of a plain yearly activity. */
export function seedClubActivities(clubId: number, activities: ActivitySeed[]): void {
  seedCatalogue((db) => {
    const rows = activities.map((seed) => activityRow(clubId, seed));
    db.activities = [...db.activities.filter((row) => row.clubId !== clubId), ...rows];
  });
}

/** Adds one activity to the club (or replaces the one with its id), with its categories. */
export function addActivity(
  clubId: number,
  { categories = [], ...seed }: ActivitySeed & { categories?: CategorySeed[] },
): void {
  seedCatalogue((db) => {
    db.activities = [
      ...db.activities.filter((row) => row.id !== seed.id),
      activityRow(clubId, seed),
    ];
  });
  seedCategories(seed.id, categories);
}

export type ClubSeed = Pick<ClubRow, 'id' | 'title' | 'postalCode' | 'city'> &
  Partial<ClubRow> & {
    activities?: (ActivitySeed & { categories?: CategorySeed[] })[];
  };

/**
 * The whole catalogue becomes these clubs, their activities and categories (the map's list);
 * unnamed fields are those of a club without logo, site or rules.
 */
export function seedClubs(clubs: ClubSeed[]): void {
  seedCatalogue((db) => {
    db.clubs = clubs.map(({ activities: _activities, ...seed }): ClubRow => ({
      logoUrl: null,
      site: null,
      address: '1 place du Marché',
      departmentCode: seed.postalCode.slice(0, 2),
      region: '',
      latitude: 45.76,
      longitude: 4.85,
      email: `contact@club-${seed.id}.example.fr`,
      phone: '0400000000',
      settlement: null,
      settlementRequired: false,
      helloassoClubSlug: null,
      absorbsFees: true,
      ...seed,
    }));
    const activities = clubs.flatMap((club) => club.activities ?? []);
    db.activities = clubs.flatMap((club) =>
      (club.activities ?? []).map(({ categories: _categories, ...seed }) =>
        activityRow(club.id, seed),
      ),
    );
    db.categories = activities.flatMap(({ id, categories = [] }) => categoryRows(id, categories));
    db.categoryPrices = activities.flatMap(({ categories = [] }) => priceRows(categories));
  });
}

/** Changes one activity row (its club stays the one its id encodes). */
export function seedActivity(activityId: number, changes: Partial<Omit<ActivityRow, 'id'>>): void {
  seedCatalogue((db) => {
    db.activities = db.activities.map((row) =>
      row.id === activityId ? { ...row, ...changes } : row,
    );
  });
}

export type PriceSeed = Pick<CategoryPriceRow, 'amount'> &
  Partial<Omit<CategoryPriceRow, 'categoryId'>>;

export type CategorySeed = Pick<CategoryRow, 'id' | 'title'> &
  Partial<Omit<CategoryRow, 'activityId'>> & {
    /** Current-season prices unless a season is named; one 'Cotisation annuelle' at 150 €. */
    prices?: PriceSeed[];
  };

/**
 * Replaces the activity's categories and their prices. Ids follow the seed's rule (category =
 * activity × 10 + rank, price = category × 10 + rank); unnamed fields are those of an adults'
 * category on sale, without a place limit or a session.
 */
export function seedCategories(activityId: number, categories: CategorySeed[]): void {
  seedCatalogue((db) => {
    const ids = new Set(categories.map((category) => category.id));
    const kept = (categoryId: number) =>
      Math.floor(categoryId / 10) !== activityId && !ids.has(categoryId);
    db.categories = [
      ...db.categories.filter((row) => kept(row.id)),
      ...categoryRows(activityId, categories),
    ];
    db.categoryPrices = [
      ...db.categoryPrices.filter((row) => kept(row.categoryId)),
      ...priceRows(categories),
    ];
  });
}

function categoryRows(activityId: number, categories: CategorySeed[]): CategoryRow[] {
  return categories.map(({ prices: _prices, ...seed }) => ({
    activityId,
    minAge: 18,
    maxAge: 0,
    marge: 0,
    maxRegistration: 0,
    soldPlaces: 0,
    forSale: true,
    possiblePreRegistration: true,
    registrationWithoutValidation: false,
    preSales: false,
    infoDemand: true,
    licenseLevelId: 1,
    paymentSplit: 1,
    slots: [],
    ...seed,
  }));
}

function priceRows(categories: CategorySeed[]): CategoryPriceRow[] {
  return categories.flatMap(({ id: categoryId, prices = [{ amount: 150 }] }) =>
    prices.map((price, index) => ({
      id: categoryId * 10 + index + 1,
      categoryId,
      seasonId: seasonIds.current,
      title: 'Cotisation annuelle',
      isDefault: index === 0,
      ...price,
    })),
  );
}

/** `total` news of the configured organisation, 'Actualité 1' the newest. */
export function seedNews(total: number, organizationId: number): void {
  updateMockDb((db) => {
    db.news = Array.from({ length: total }, (_, index) => ({
      id: index + 1,
      organizationId,
      typeId: 1,
      titre: `Actualité ${index + 1}`,
      resume: `Résumé de l'actualité ${index + 1}`,
      image: null,
      region: 'Auvergne-Rhône-Alpes',
      // Newest first, as the news API sorts; all on 14/03/2025.
      updatedAt: `2025-03-14T10:00:00.${String(999 - index).padStart(3, '0')}Z`,
    }));
  });
}

export function seedSponsors(
  clubId: number,
  sponsors: Pick<SponsorRow, 'imageUrl' | 'linkUrl'>[],
): void {
  updateMockDb((db) => {
    db.sponsors = [
      ...db.sponsors.filter((row) => row.clubId !== clubId),
      ...sponsors.map((sponsor, index) => ({
        id: 900 + index,
        clubId,
        name: sponsor.linkUrl,
        ...sponsor,
      })),
    ];
  });
}

/** The best offers the premium block shows (every seeded one is replaced). */
export function seedBestOffers(offers: Omit<OfferRow, 'id' | 'best'>[]): void {
  updateMockDb((db) => {
    db.offers = offers.map((offer, index) => ({ id: index + 1, best: true, ...offer }));
  });
}
