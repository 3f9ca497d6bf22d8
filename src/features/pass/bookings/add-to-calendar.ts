import { downloadCalendarFile } from '@/shared/lib/download-calendar-file';
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
  downloadCalendarFile(value, calendarFileName(booking));
  return true;
}
