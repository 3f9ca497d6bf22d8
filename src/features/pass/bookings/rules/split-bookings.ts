import type { PassReservation } from '../../api/get-reservations';
import { sessionStart } from '../../programme/rules/session-time';

/**
 * members-area.md 2 'My bookings': reservations of the selected club, future ones then past ones,
 * decided by date plus start time against now; each list sorted by that date-time (the past
 * ones most recent first).
 */
export function splitBookings(
  reservations: readonly PassReservation[],
  clubId: number,
  now: Date,
): { future: PassReservation[]; past: PassReservation[] } {
  const start = (reservation: PassReservation) =>
    sessionStart({
      day: reservation.lesActCals.dateRecur,
      start: reservation.lesActCals.heureDebut,
    }).getTime();
  const ofClub = reservations.filter((reservation) => reservation.lesActCals.clubId === clubId);
  const future = ofClub
    .filter((item) => start(item) > now.getTime())
    .sort((a, b) => start(a) - start(b));
  const past = ofClub
    .filter((item) => start(item) <= now.getTime())
    .sort((a, b) => start(b) - start(a));
  return { future, past };
}
