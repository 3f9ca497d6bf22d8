import { formatDate } from '@/shared/lib/dates';
import { capitalize } from './capitalize';
import type { PassSession } from '../../api/pass-session';
import { isPast } from './session-time';

export type ProgrammeDay = { day: string; title: string; sessions: PassSession[] };

/**
 * members-area.md 2: past sessions hidden; slots sorted by start time, days by date; each day
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
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, list]) => ({
      day,
      title: capitalize(formatDate(day, 'EEEE d MMMM yyyy')),
      sessions: list.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id),
    }));
}
