import { categoriesOfActivity, findActivity, findCategory } from '../../../db/catalogue';
import type { CategoryRow, MockDb, SlotRow } from '../../../db/types';
import { dateOfDay, dayNumber, weekdayOfDay } from '../../enrolment/rules/days';
import { decodeSessionId, sessionIdOf } from '../../enrolment/rules/sessions';

/**
 * A session of the reservations calendar as the mock answers it (docs/spec/members-area.md 3
 * 'Session (reservation calendar)', docs/openapi/main-api.yaml Session): `reserved` and `imageUrl`
 * are designed fields.
 */
export type CalendarSessionBody = {
  id: number;
  uuid: string;
  date: string;
  startHour: string;
  endHour: string;
  activityId: number;
  activityName: string;
  categoryId: number;
  categoryName: string;
  description: string | null;
  maxSlots: number;
  soldPlaces: number;
  static: boolean;
  reserved: boolean;
  imageUrl: string | null;
};

/**
 * The reservations calendar's sessions. Weekly single sessions come from the categories' slots
 * (the same ids as enrolment's sessions); each category also runs recurring series: Saturday
 * 10:00-11:30 cycles of six weeks from the first Saturday of September, booked as a whole.
 * Dates and hours are Paris local time (docs/spec/members-area.md: series in Europe/Paris).
 */
export const seriesSlotIndex = 9;
const seriesWeeks = 6;
const seriesPlaces = 12;
const singlePlacesWhenUnlimited = 30;

function seasonStartDay(day: number): number {
  const date = dateOfDay(day);
  const year = Number(date.slice(0, 4)) - (Number(date.slice(5, 7)) < 8 ? 1 : 0);
  let start = dayNumber(`${year}-09-01`);
  while (weekdayOfDay(start) !== 6) start += 1;
  return start;
}

function inSeason(day: number): boolean {
  const date = dateOfDay(day);
  const month = Number(date.slice(5, 7));
  return month >= 9 || month <= 6;
}

export function seriesUuidOf(categoryId: number, day: number): string {
  const cycle = Math.floor((day - seasonStartDay(day)) / 7 / seriesWeeks);
  return `serie-${categoryId}-${dateOfDay(seasonStartDay(day)).slice(0, 4)}-${cycle}`;
}

function seriesDays(uuid: string): { categoryId: number; days: number[] } | undefined {
  const match = /^serie-(\d+)-(\d{4})-(\d+)$/.exec(uuid);
  if (!match) return undefined;
  let start = dayNumber(`${match[2]}-09-01`);
  while (weekdayOfDay(start) !== 6) start += 1;
  const first = start + Number(match[3]) * seriesWeeks * 7;
  const days = Array.from({ length: seriesWeeks }, (_, week) => first + week * 7).filter(inSeason);
  return { categoryId: Number(match[1]), days };
}

/** A holiday stage (every slot dated) runs no season-long cycle. */
function runsSeries(category: Readonly<CategoryRow>): boolean {
  return category.slots.some((slot) => !slot.from || !slot.to);
}

function reservationsOf(db: MockDb, sessionId: number) {
  return db.sessionReservations.filter((row) => row.sessionId === sessionId);
}

function body(
  db: MockDb,
  category: Readonly<CategoryRow>,
  slotIndex: number,
  day: number,
  profileId: number | null,
): CalendarSessionBody {
  const activity = findActivity(db, category.activityId);
  const id = sessionIdOf(category.id, slotIndex, day);
  const isSeries = slotIndex === seriesSlotIndex;
  const slot = isSeries ? undefined : (category.slots[slotIndex] as SlotRow);
  const maxSlots = isSeries ? seriesPlaces : (slot?.places ?? singlePlacesWhenUnlimited);
  // A quarter of the single sessions are full; the others and the series partly booked.
  const seeded = isSeries
    ? (day * 3) % 7
    : (day + slotIndex) % 4 === 0
      ? maxSlots
      : (day * 7 + slotIndex * 13) % maxSlots;
  const booked = reservationsOf(db, id);
  return {
    id,
    uuid: isSeries ? seriesUuidOf(category.id, day) : `seance-${id}`,
    date: dateOfDay(day),
    startHour: isSeries ? '10:00' : (slot?.start ?? '00:00'),
    endHour: isSeries ? '11:30' : (slot?.end ?? '00:00'),
    activityId: category.activityId,
    activityName: activity?.title ?? '',
    categoryId: category.id,
    categoryName: category.title,
    description: isSeries
      ? 'Cycle de six séances le samedi matin : l’inscription vaut pour toutes les séances à venir.'
      : (slot?.description ?? null),
    maxSlots,
    soldPlaces: Math.min(maxSlots, seeded + booked.length),
    static: isSeries,
    reserved: profileId !== null && booked.some((row) => row.profileId === profileId),
    imageUrl: activity?.imageUrl ?? null,
  };
}

/** Every session of the activity's categories between two days (inclusive). */
export function activitySessionsBetween(
  db: MockDb,
  activityId: number,
  from: number,
  to: number,
  profileId: number | null,
): CalendarSessionBody[] {
  const sessions: CalendarSessionBody[] = [];
  for (const category of categoriesOfActivity(db, activityId)) {
    for (let day = from; day <= to; day += 1) {
      if (!inSeason(day)) continue;
      category.slots.forEach((slot, slotIndex) => {
        if (slot.weekdays.includes(weekdayOfDay(day))) {
          sessions.push(body(db, category, slotIndex, day, profileId));
        }
      });
      if (weekdayOfDay(day) === 6 && runsSeries(category))
        sessions.push(body(db, category, seriesSlotIndex, day, profileId));
    }
  }
  return sessions.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startHour.localeCompare(b.startHour),
  );
}

/** One session by id, if it exists (its weekday matches its slot). */
export function calendarSessionById(
  db: MockDb,
  id: number,
  profileId: number | null,
): CalendarSessionBody | undefined {
  const { categoryId, slotIndex, day } = decodeSessionId(id);
  const category = findCategory(db, categoryId);
  if (!category || !inSeason(day)) return undefined;
  if (slotIndex === seriesSlotIndex) {
    return weekdayOfDay(day) === 6 && runsSeries(category)
      ? body(db, category, slotIndex, day, profileId)
      : undefined;
  }
  const slot = category.slots[slotIndex];
  if (!slot?.weekdays.includes(weekdayOfDay(day))) return undefined;
  return body(db, category, slotIndex, day, profileId);
}

export function seriesSessions(
  db: MockDb,
  uuid: string,
  profileId: number | null,
): CalendarSessionBody[] {
  const series = seriesDays(uuid);
  const category = series && findCategory(db, series.categoryId);
  if (!series || !category || !runsSeries(category)) return [];
  return series.days.map((day) => body(db, category, seriesSlotIndex, day, profileId));
}

/** Paris local date-time as sortable text: the browser runs in Europe/Paris in the journeys. */
export function localNow(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
    `T${pad(now.getHours())}:${pad(now.getMinutes())}`
  );
}

export function hasStarted(session: CalendarSessionBody, now: string): boolean {
  return `${session.date}T${session.startHour.slice(0, 5)}` <= now;
}
