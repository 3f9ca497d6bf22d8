import type { EventAttributes } from 'ics';
import type { PassBooking } from '../../api/get-bookings';

type DateArray = [number, number, number, number, number];

function dateArray(day: string, time: string): DateArray {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return [year, month, date, hours, minutes];
}

/**
 * A booking as a calendar event, in local (Paris) time as the club states it; the uid makes a
 * second download update the same event rather than add one.
 */
export function bookingEvent(
  booking: PassBooking,
  activityName: string,
  clubName: string,
): EventAttributes {
  const { dateRecur, heureDebut, heureFin, rowId } = booking.lesActCals;
  return {
    uid: `pass-seance-${rowId}@portail-adherents`,
    title: `${activityName} – PASS`,
    description: `Séance réservée avec PASS au club ${clubName}.`,
    start: dateArray(dateRecur, heureDebut),
    startInputType: 'local',
    startOutputType: 'local',
    end: dateArray(dateRecur, heureFin),
    endInputType: 'local',
    endOutputType: 'local',
    productId: 'portail-adherents/pass',
  };
}

export function calendarFileName(booking: PassBooking): string {
  return `seance-pass-${booking.lesActCals.dateRecur}-${booking.lesActCals.heureDebut.replace(':', 'h')}.ics`;
}
