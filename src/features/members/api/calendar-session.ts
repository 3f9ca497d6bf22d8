import { reportDroppedItems } from '@/shared/api/dropped-items';
import type { PublicSession } from '@/shared/activity-sessions/public-session';

/**
 * A session of the reservations calendar as the answer gives it (docs/spec/members-area.md 3
 * 'Session (reservation calendar)'), selected from the one public session schema
 * (shared/activity-sessions, docs/adr/0018): every field the spec names for the calendar is
 * required; `reserved` (by the profile asked about) and `imageUrl` are designed: `reserved` null
 * when the answer does not say (the member's bookings then come from the spec's calls,
 * `withMemberBookings`), no picture. `uuid` may be null (docs/openapi/main-api.yaml Session): such
 * a session is kept, known by its id like every other (events, lists, bookings are keyed by id),
 * and a recurring one without it is shown and booked alone since its series cannot be asked
 * (`seriesUuid`, issue 32).
 */
export type CalendarSessionAnswer = Pick<
  PublicSession,
  'id' | 'date' | 'startHour' | 'endHour' | 'description' | 'reserved' | 'imageUrl'
> & {
  uuid: string | null;
  activityId: number;
  activityName: string;
  categoryId: number;
  categoryName: string;
  maxSlots: number;
  soldPlaces: number;
  static: boolean;
};

/** A session of the calendar once the member's booking of it is known. */
export type CalendarSession = Omit<CalendarSessionAnswer, 'reserved'> & { reserved: boolean };

/** Where the calendar reports the sessions it leaves out of GET /public/sessions. */
export const calendarEndpoint = 'GET /public/sessions (calendar)';

const calendarFields = [
  'activityId',
  'activityName',
  'categoryId',
  'categoryName',
  'maxSlots',
  'soldPlaces',
  'static',
] as const satisfies readonly (keyof PublicSession)[];

export function isCalendarSession(
  session: PublicSession,
): session is PublicSession & CalendarSessionAnswer {
  return calendarFields.every((field) => session[field] !== null);
}

/**
 * The sessions the calendar can show: one without the calendar's fields is left out and
 * reported under `endpoint`, as the tolerant list reader does (docs/adr/0008-tolerant-reader.md).
 */
export function calendarSessionsOf(
  sessions: readonly PublicSession[],
  endpoint: string,
): CalendarSessionAnswer[] {
  const kept = sessions.filter(isCalendarSession);
  const dropped = sessions.length - kept.length;
  if (dropped > 0) {
    console.warn(`Left out ${dropped} item(s) of ${endpoint}: the calendar's fields are missing`);
  }
  reportDroppedItems({ endpoint, count: dropped });
  return kept;
}
