import { longDay } from '@/shared/lib/dates';
import { capitalize } from './capitalize';
import type { PassSession } from '../../api/pass-session';
import { isPast } from './session-time';
import { compareCodeUnits } from '@/shared/lib/french-order';

export type ProgrammeDay = { day: string; title: string; sessions: PassSession[] };

/**
 * docs/spec/members-area.md 2: past sessions hidden; slots sorted by start time, days by date; each day
 * under its capitalised date header ('Mercredi 25 novembre 2026').
 */
export function programmeDays(sessions: readonly PassSession[], now: Date): ProgrammeDay[] {
  const byDay = new Map<string, PassSession[]>();
  for (const session of sessions) {
    if (isPast(session, now)) continue;
    const list = byDay.get(session.day) ?? [];
    list.push(session);
    byDay.set(session.day, list);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => compareCodeUnits(a, b))
    .map(([day, list]) => ({
      day,
      title: capitalize(longDay(day)),
      sessions: list.sort((a, b) => compareCodeUnits(a.start, b.start) || a.id - b.id),
    }));
}

/** What one month's grouping was computed from: how many of its sessions were past then. */
export type MonthDaysCache = WeakMap<
  readonly PassSession[],
  { past: number; days: ProgrammeDay[] }
>;

/**
 * The programme of several loaded months (one page per month, in order). Each month is grouped
 * once: a later month's arrival, or 'now' moving on, gives back the same day objects for the
 * months whose visible sessions did not change, so that memoised day sections skip their render
 * (six months of a busy club are over 800 slots). A month is grouped again only when its page
 * changed (a patched session) or when a session of it has passed since.
 */
export function programmeDaysByMonth(
  months: readonly (readonly PassSession[])[],
  now: Date,
  cache: MonthDaysCache,
): ProgrammeDay[] {
  const days: ProgrammeDay[] = [];
  for (const month of months) {
    let past = 0;
    for (const session of month) if (isPast(session, now)) past += 1;
    let entry = cache.get(month);
    if (!entry || entry.past !== past) {
      entry = { past, days: programmeDays(month, now) };
      cache.set(month, entry);
    }
    days.push(...entry.days);
  }
  return days;
}
