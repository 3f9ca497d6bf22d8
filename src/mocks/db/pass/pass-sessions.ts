import { participantFirstNames, participantLastNames } from '../french-names';
import { seededRandom } from '../prng';
import type { MockDb } from '../types';
import {
  dayNumber,
  dayOfNumber,
  daysOfMonth,
  isoWeekday,
  localToday,
  monthsBetween,
} from './pass-calendar';
import type { PassScheduleRow } from './pass-types';

/**
 * Sessions are generated from the weekly schedules, never stored: a session's idCalendrier is
 * scheduleId * 100000 + its day number, so the id alone finds the session back. Months from the
 * previous one (past bookings) to six months ahead exist.
 */
const idFactor = 100_000;

export type MockPassSession = {
  id: number;
  schedule: Readonly<PassScheduleRow>;
  day: string;
  /** Members booked through the portal plus the seeded ones. */
  taken: number;
  /** -1 unlimited, else what is left. */
  placesLeft: number;
  adresse: string;
  codePostal: string;
  ville: string;
  commentaire: string;
  seededParticipants: { prenom: string; nom: string }[];
};

function seededTaken(schedule: Readonly<PassScheduleRow>, sessionId: number): number {
  const random = seededRandom(sessionId)();
  if (schedule.full) return schedule.capacity;
  if (schedule.capacity === -1) return 3 + Math.floor(random * 10);
  return Math.floor(random * schedule.capacity * 0.75);
}

function seededNames(count: number, sessionId: number): { prenom: string; nom: string }[] {
  const random = seededRandom(sessionId * 7 + 1);
  return Array.from({ length: count }, () => ({
    prenom: participantFirstNames[Math.floor(random() * participantFirstNames.length)] ?? 'Camille',
    nom: participantLastNames[Math.floor(random() * participantLastNames.length)] ?? 'Bernard',
  }));
}

function monthIsServed(day: string, schedule: Readonly<PassScheduleRow>, today: string): boolean {
  const offset = monthsBetween(today, day);
  return offset >= Math.max(-1, schedule.fromMonth) && offset <= 6;
}

function build(db: MockDb, schedule: Readonly<PassScheduleRow>, day: string): MockPassSession {
  const id = schedule.id * idFactor + dayNumber(day);
  const seeded = seededTaken(schedule, id);
  const booked = db.passReservations.filter((row) => row.sessionId === id).length;
  const taken = seeded + booked;
  const installation = db.passCatalogue.installations.find(
    (row) => row.id === schedule.installationId,
  );
  const edit = db.passSessionEdits.find((row) => row.id === id);
  return {
    id,
    schedule,
    day,
    taken,
    placesLeft: schedule.capacity === -1 ? -1 : Math.max(0, schedule.capacity - taken),
    adresse: edit?.adresse ?? installation?.adresse ?? '',
    codePostal: edit?.codePostal ?? installation?.codePostal ?? '',
    ville: edit?.ville ?? installation?.ville ?? '',
    commentaire: edit?.commentaire ?? '',
    seededParticipants: seededNames(seeded, id),
  };
}

/** A club's sessions of one month ('YYYY-MM-01'), by day then start time. */
export function passSessionsOfMonth(
  db: MockDb,
  clubId: number,
  monthDate: string,
  now: Date = new Date(),
): MockPassSession[] {
  const today = localToday(now);
  const schedules = db.passCatalogue.schedules.filter((row) => row.clubId === clubId);
  const sessions: MockPassSession[] = [];
  for (const day of daysOfMonth(monthDate)) {
    const weekday = isoWeekday(day);
    for (const schedule of schedules) {
      if (schedule.weekdays.includes(weekday) && monthIsServed(day, schedule, today)) {
        sessions.push(build(db, schedule, day));
      }
    }
  }
  return sessions.sort(
    (x, y) => x.day.localeCompare(y.day) || x.schedule.start.localeCompare(y.schedule.start),
  );
}

export function findPassSession(
  db: MockDb,
  sessionId: number,
  now: Date = new Date(),
): MockPassSession | undefined {
  const schedule = db.passCatalogue.schedules.find(
    (row) => row.id === Math.floor(sessionId / idFactor),
  );
  if (!schedule) return undefined;
  const day = dayOfNumber(sessionId % idFactor);
  if (!schedule.weekdays.includes(isoWeekday(day))) return undefined;
  if (!monthIsServed(day, schedule, localToday(now))) return undefined;
  return build(db, schedule, day);
}

/** The id of a schedule's first session on or after `day` (seeds and tests use it). */
export function passSessionIdOnOrAfter(
  schedule: Readonly<PassScheduleRow>,
  day: string,
  direction: 1 | -1 = 1,
): number {
  let number = dayNumber(day);
  while (!schedule.weekdays.includes(isoWeekday(dayOfNumber(number)))) number += direction;
  return schedule.id * idFactor + number;
}

export function passSessionDay(sessionId: number): string {
  return dayOfNumber(sessionId % idFactor);
}
