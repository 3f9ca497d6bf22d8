import { categoriesOfActivity, findActivity, findCategory } from '../../../db/catalogue';
import type { MockDb } from '../../../db/types';
import { sessionsBetween, type SessionBody } from '../../enrolment/rules/sessions';
import { activitySessionsBetween, type CalendarSessionBody } from './calendar-sessions';

/** One backend session carries the timetable's fields and the calendar's. */
export type PublicSessionBody = SessionBody & CalendarSessionBody;

/**
 * GET /public/sessions?activityId&startDate&endDate (docs/spec/administration.md 7.5) serves both
 * the activity page's timetable (docs/spec/enrolment.md 3 'Session') and the reservations calendar
 * (docs/spec/members-area.md 3 'Session (reservation calendar)'): one backend list, so each session
 * carries both entities' fields. The timetable's weekly sessions (which keep each slot's own dates)
 * are the base; the calendar adds its recurring series. Both models share their ids (category,
 * slot, day).
 */
export function publicSessionsOfActivity(
  db: MockDb,
  activityId: number,
  from: number,
  to: number,
  today: number,
  profileId: number | null,
): PublicSessionBody[] {
  const calendar = new Map(
    activitySessionsBetween(db, activityId, from, to, profileId).map((item) => [item.id, item]),
  );
  const merged = new Map<number, PublicSessionBody>();
  for (const category of categoriesOfActivity(db, activityId)) {
    for (const session of sessionsBetween(db, category, from, to, today)) {
      const known = calendar.get(session.id);
      merged.set(session.id, {
        ...(known ?? calendarFieldsOf(db, session.id, category.id, session)),
        ...session,
        categoryId: category.id,
      });
    }
  }
  // The calendar's recurring series (static) are sessions the timetable does not generate.
  for (const [id, session] of calendar) {
    if (merged.has(id) || !session.static) continue;
    merged.set(id, {
      ...session,
      // The backend's hour format is HH:mm:ss (docs/spec/enrolment.md 9).
      startHour: withSeconds(session.startHour),
      endHour: withSeconds(session.endHour),
      availablePlaces: Math.max(0, session.maxSlots - session.soldPlaces),
      bookingOpensOn: null,
    });
  }
  return [...merged.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startHour.localeCompare(b.startHour) || a.id - b.id,
  );
}

/** A timetable session outside the calendar's months: its calendar fields from the catalogue. */
function calendarFieldsOf(
  db: MockDb,
  id: number,
  categoryId: number,
  session: SessionBody,
): CalendarSessionBody {
  const category = findCategory(db, categoryId);
  const activity = category ? findActivity(db, category.activityId) : undefined;
  const maxSlots = session.availablePlaces ?? 30;
  return {
    id,
    uuid: `seance-${id}`,
    date: session.date,
    startHour: session.startHour,
    endHour: session.endHour,
    activityId: category?.activityId ?? 0,
    activityName: activity?.title ?? '',
    categoryId,
    categoryName: category?.title ?? '',
    description: session.description ?? null,
    maxSlots,
    soldPlaces: 0,
    static: false,
    reserved: false,
    imageUrl: activity?.imageUrl ?? null,
  };
}

function withSeconds(hour: string): string {
  return hour.length === 5 ? `${hour}:00` : hour;
}
