import { memo } from 'react';
import type { PassSession } from '../api/pass-session';
import type { ProgrammeDay } from './rules/programme-days';
import { SessionSlot } from './session-slot';

/**
 * One day of the programme under its header. Memoised: when a month arrives, or the booked list
 * changes elsewhere, the days already on screen are not rendered again (`bookedIds` is the day's
 * own booked ids as a string, so it only changes when that day's bookings do).
 */
export const ProgrammeDaySection = memo(function ProgrammeDaySection({
  day,
  bookedIds,
  onOpen,
}: {
  day: ProgrammeDay;
  bookedIds: string;
  onOpen: (session: PassSession) => void;
}) {
  const booked = new Set(bookedIds.split(' '));
  return (
    <section className="pass-day" aria-labelledby={`pass-day-${day.day}`}>
      <h2 id={`pass-day-${day.day}`} className="pass-day__title">
        {day.title}
      </h2>
      <ul className="pass-slots">
        {day.sessions.map((session) => (
          <li key={session.id}>
            <SessionSlot
              session={session}
              booked={booked.has(String(session.id))}
              onOpen={onOpen}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The booked ids among a day's sessions, as the string key of ProgrammeDaySection. */
export function bookedIdsOf(day: ProgrammeDay, booked: ReadonlySet<number>): string {
  return day.sessions
    .filter((session) => booked.has(session.id))
    .map((session) => session.id)
    .join(' ');
}
