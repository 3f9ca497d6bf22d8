import type { ClubSummary } from '@/features/enrolment/api/club-summary';

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
