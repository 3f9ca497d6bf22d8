import type { PassBooking } from '../api/get-bookings';
import { bookingEvent, calendarFileName } from './rules/calendar-event';

/** 'Ajouter à mon agenda': an .ics file made by the ics library, loaded only when asked. */
export async function downloadBookingEvent(
  booking: PassBooking,
  activityName: string,
  clubName: string,
): Promise<boolean> {
  const { createEvent } = await import('ics');
  const { error, value } = createEvent(bookingEvent(booking, activityName, clubName));
  if (error || !value) return false;
  const url = URL.createObjectURL(new Blob([value], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(booking);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
