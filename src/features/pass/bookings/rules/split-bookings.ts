import type { PassBooking } from '../../api/get-bookings';
import { sessionStart } from '../../programme/rules/session-time';

/**
 * docs/spec/members-area.md 2 'My bookings': reservations of the selected club, future ones then past ones,
 * decided by date plus start time against now; each list sorted by that date-time (the past
 * ones most recent first).
 */
export function splitBookings(
  bookings: readonly PassBooking[],
  clubId: number,
  now: Date,
): { future: PassBooking[]; past: PassBooking[] } {
  const start = (booking: PassBooking) =>
    sessionStart({
      day: booking.lesActCals.dateRecur,
      start: booking.lesActCals.heureDebut,
    }).getTime();
  const ofClub = bookings.filter((booking) => booking.lesActCals.clubId === clubId);
  const future = ofClub
    .filter((item) => start(item) > now.getTime())
    .sort((a, b) => start(a) - start(b));
  const past = ofClub
    .filter((item) => start(item) <= now.getTime())
    .sort((a, b) => start(b) - start(a));
  return { future, past };
}
