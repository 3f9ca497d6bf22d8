import { passAyantDroitIds, passOfferIds, passScheduleIds } from './pass-catalogue-seed';
import { localToday, passDayAfter } from './pass-calendar';
import { passSessionIdOnOrAfter } from './pass-sessions';
import type { PassCatalogue, PassMutableTables } from './pass-types';

export type { PassMutableTables };

/** Licence numbers of the demo profiles that may use PASS (people.ts carries them too). */
export const passLicences = {
  claire: 'AMSF-069-001984',
  thomas: 'AMSF-069-004512',
  lucas: 'AMSF-069-007731',
} as const;

export function seedPassState(catalogue: PassCatalogue, now: Date = new Date()): PassMutableTables {
  const today = localToday(now);
  const schedule = (id: number) => catalogue.schedules.find((row) => row.id === id)!;
  const ids = passAyantDroitIds;
  return {
    passAyantsDroits: [
      {
        id: ids.claire,
        licence: passLicences.claire,
        prenom: 'Claire',
        nom: 'Martin',
        estCoach: false,
      },
      {
        id: ids.thomas,
        licence: passLicences.thomas,
        prenom: 'Thomas',
        nom: 'Moreau',
        estCoach: true,
      },
      {
        id: ids.lucas,
        licence: passLicences.lucas,
        prenom: 'Lucas',
        nom: 'Martin',
        estCoach: false,
      },
    ],
    passSubscriptions: [
      {
        id: 1,
        ayantDroitId: ids.claire,
        offreId: passOfferIds.carnet10,
        credit: 7,
        fin: passDayAfter(today, 180),
      },
      {
        id: 2,
        ayantDroitId: ids.claire,
        offreId: passOfferIds.yogaUnlimited,
        credit: 0,
        fin: passDayAfter(today, 90),
      },
      {
        id: 3,
        ayantDroitId: ids.claire,
        offreId: passOfferIds.expired,
        credit: 4,
        fin: passDayAfter(today, -10),
      },
      {
        id: 4,
        ayantDroitId: ids.thomas,
        offreId: passOfferIds.carnet10,
        credit: 3,
        fin: passDayAfter(today, 120),
      },
      {
        id: 5,
        ayantDroitId: ids.lucas,
        offreId: passOfferIds.discovery,
        credit: 1,
        fin: passDayAfter(today, 60),
      },
    ],
    passReservations: [
      // A past yoga session and a natation one later this week (Mes réservations).
      {
        id: 1,
        ayantDroitId: ids.claire,
        sessionId: passSessionIdOnOrAfter(
          schedule(passScheduleIds.yoga),
          passDayAfter(today, -5),
          -1,
        ),
        subscriptionId: 2,
        createdAt: passDayAfter(today, -12),
      },
      {
        id: 2,
        ayantDroitId: ids.claire,
        sessionId: passSessionIdOnOrAfter(
          schedule(passScheduleIds.natation),
          passDayAfter(today, 4),
        ),
        subscriptionId: 1,
        createdAt: passDayAfter(today, -2),
      },
      {
        // Sailing at Marseille Prado next week: production builds show only the active clubs
        // (visible-clubs.ts), so the installable portal's journeys find a booking of hers there.
        id: 3,
        ayantDroitId: ids.claire,
        sessionId: passSessionIdOnOrAfter(
          schedule(passScheduleIds.voileMarseille),
          passDayAfter(today, 3),
        ),
        subscriptionId: 1,
        createdAt: passDayAfter(today, -1),
      },
    ],
    passSessionEdits: [],
  };
}
