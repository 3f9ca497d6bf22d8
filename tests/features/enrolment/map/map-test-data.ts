import type { ClubSummary } from '@/features/enrolment/api/club-summary';
import type { ClubSeed } from '../../../mocks/seed';

export function clubSummary(overrides: Partial<ClubSummary> & { id: number }): ClubSummary {
  return {
    title: `Club ${overrides.id}`,
    logoUrl: null,
    latitude: 45.76,
    longitude: 4.85,
    address: null,
    postalCode: null,
    city: null,
    federalActivities: [],
    ageRanges: [],
    ...overrides,
  };
}

/** A deterministic spread of clubs over mainland France. */
export function manyClubs(count: number): ClubSummary[] {
  return Array.from({ length: count }, (_, index) =>
    clubSummary({
      id: index + 1,
      title: `Club ${String(index + 1).padStart(5, '0')}`,
      latitude: 43 + ((index * 7919) % 6000) / 1000,
      longitude: -1 + ((index * 104729) % 8000) / 1000,
      city: `Ville ${index % 500}`,
      postalCode: String(10000 + (index % 80000)).padStart(5, '0'),
      federalActivities: [1 + (index % 5)],
      ageRanges: [
        {
          federalActivityId: 1 + (index % 5),
          minAge: index % 3 === 0 ? 18 : 0,
          maxAge: 0,
          marge: 0,
        },
      ],
    }),
  );
}

/** The same clubs as `manyClubs`, as rows of the mocked database: one activity and category each. */
export function manyClubSeeds(count: number): ClubSeed[] {
  return manyClubs(count).map((club) => {
    const [range] = club.ageRanges ?? [];
    const activityId = club.id * 100 + 1;
    return {
      id: club.id,
      title: club.title,
      latitude: club.latitude,
      longitude: club.longitude,
      city: club.city ?? '',
      postalCode: club.postalCode ?? '',
      activities: [
        {
          id: activityId,
          title: 'Activité',
          federalActivityId: range?.federalActivityId ?? 1,
          categories: [
            {
              id: activityId * 10 + 1,
              title: 'Catégorie',
              minAge: range?.minAge ?? 0,
              maxAge: range?.maxAge ?? 0,
            },
          ],
        },
      ],
    };
  });
}
