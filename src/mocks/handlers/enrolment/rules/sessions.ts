import { pricesOfCategory } from '../../../db/catalogue';
import type { CategoryRow, MockDb, SlotRow } from '../../../db/types';
import { dateOfDay, dayNumber, weekdayOfDay } from './days';

/** A session as GET /public/sessions answers it (docs/openapi/main-api.yaml Session). */
export type SessionBody = ReturnType<typeof sessionBody>;

/** The longest range GET /public/sessions accepts (a month view and a margin). */
export const maxSessionRangeDays = 62;

type Window = { from: number; to: number };

/** Sessions run from September to June of every season the category sells. */
function seasonWindows(
  db: MockDb,
  category: Readonly<CategoryRow>,
  currentOnly: boolean,
): Window[] {
  const current = db.seasons.find((season) => season.current);
  const seasonIds = new Set(pricesOfCategory(db, category.id).map((price) => price.seasonId));
  return db.seasons
    .filter((season) => seasonIds.has(season.id) && (!current || season.id >= current.id))
    .filter((season) => !currentOnly || season.current)
    .map((season) => {
      const startYear = Number(season.startDate.slice(0, 4));
      return { from: dayNumber(`${startYear}-09-01`), to: dayNumber(`${startYear + 1}-06-30`) };
    });
}

function slotWindows(slot: SlotRow, seasons: Window[]): Window[] {
  if (slot.from && slot.to) return [{ from: dayNumber(slot.from), to: dayNumber(slot.to) }];
  return seasons;
}

/** Stable ids: category, slot rank and day packed in one number (a reservation points at it). */
export function sessionIdOf(categoryId: number, slotIndex: number, day: number): number {
  return (categoryId * 10 + slotIndex) * 100_000 + day;
}

export function decodeSessionId(id: number): {
  categoryId: number;
  slotIndex: number;
  day: number;
} {
  const day = id % 100_000;
  const slotKey = Math.floor(id / 100_000);
  return { categoryId: Math.floor(slotKey / 10), slotIndex: slotKey % 10, day };
}

/**
 * Places left: about a quarter of the limited sessions are full, the others partly booked, less
 * the reservations that orders made since the seed.
 */
function placesLeft(db: MockDb, slot: SlotRow, slotIndex: number, id: number, day: number) {
  if (slot.places === null) return null;
  const reserved = db.orders.filter(
    (order) =>
      order.reservation?.seanceId === id && !['CANCELLED', 'REFUSED'].includes(order.status),
  ).length;
  const seeded =
    (day + slotIndex) % 4 === 0 ? slot.places : (day * 7 + slotIndex * 13) % slot.places;
  return Math.max(0, slot.places - seeded - reserved);
}

function sessionBody(
  db: MockDb,
  category: Readonly<CategoryRow>,
  slotIndex: number,
  day: number,
  today: number,
) {
  const slot = category.slots[slotIndex] as SlotRow;
  const id = sessionIdOf(category.id, slotIndex, day);
  const opensOn = slot.bookingDays === null ? null : day - slot.bookingDays;
  return {
    id,
    date: dateOfDay(day),
    startHour: `${slot.start}:00`,
    endHour: `${slot.end}:00`,
    categoryId: category.id,
    description: slot.description,
    availablePlaces: placesLeft(db, slot, slotIndex, id, day),
    bookingOpensOn: opensOn !== null && opensOn > today ? dateOfDay(opensOn) : null,
  };
}

/** Every session of the category between two days (inclusive). */
export function sessionsBetween(
  db: MockDb,
  category: Readonly<CategoryRow>,
  from: number,
  to: number,
  today: number,
): SessionBody[] {
  const seasons = seasonWindows(db, category, false);
  const sessions: SessionBody[] = [];
  category.slots.forEach((slot, slotIndex) => {
    for (const window of slotWindows(slot, seasons)) {
      for (let day = Math.max(from, window.from); day <= Math.min(to, window.to); day += 1) {
        if (slot.weekdays.includes(weekdayOfDay(day))) {
          sessions.push(sessionBody(db, category, slotIndex, day, today));
        }
      }
    }
  });
  return sessions.sort(
    (a, b) => a.date.localeCompare(b.date) || a.startHour.localeCompare(b.startHour),
  );
}

/**
 * categoriesSessionsForCurrentSeason: one entry per weekly slot and weekday, dated on its next
 * occurrence this season (the wizard reads 'Tous les mardis du … de … à …').
 */
export function nextSessionsOfSeason(
  db: MockDb,
  category: Readonly<CategoryRow>,
  today: number,
): SessionBody[] {
  const seasons = seasonWindows(db, category, true);
  const sessions: SessionBody[] = [];
  category.slots.forEach((slot, slotIndex) => {
    for (const weekday of slot.weekdays) {
      const window = slotWindows(slot, seasons).find((item) => item.to >= today);
      if (!window) continue;
      let day = Math.max(today, window.from);
      while (weekdayOfDay(day) !== weekday) day += 1;
      if (day <= window.to) sessions.push(sessionBody(db, category, slotIndex, day, today));
    }
  });
  return sessions.sort((a, b) => a.date.localeCompare(b.date));
}
