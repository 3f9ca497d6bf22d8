import { updateMockDb } from '@/mocks/db';
import type { ActivityRow, ClubRow, MockDb, OfferRow, SponsorRow } from '@/mocks/db';

type ActivitySeed = Pick<ActivityRow, 'id' | 'title'> & Partial<ActivityRow>;

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

/** Replaces the club's activities; unnamed fields are those of a plain yearly activity. */
export function seedClubActivities(clubId: number, activities: ActivitySeed[]): void {
  seedCatalogue((db) => {
    const rows = activities.map((seed): ActivityRow => ({
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
    }));
    db.activities = [...db.activities.filter((row) => row.clubId !== clubId), ...rows];
  });
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
