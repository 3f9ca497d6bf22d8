import type { CalendarSession } from '../../api/calendar-session';
import { parisInstant } from './paris-time';
import { countOf, nounFor } from '@/shared/lib/french';

/** docs/spec/members-area.md 4 'Session reservation (calendar)'. */
export type SessionAvailability = 'reserved' | 'past' | 'full' | 'open';

export const reservationTexts = {
  past: "La date de l'activité est passée, vous ne pouvez plus vous inscrire.",
  full: 'La session est complète, vous ne pouvez plus vous inscrire.',
} as const;

export function placesLeft(session: Pick<CalendarSession, 'maxSlots' | 'soldPlaces'>): number {
  return Math.max(0, session.maxSlots - session.soldPlaces);
}

export function hasStarted(session: Pick<CalendarSession, 'date' | 'startHour'>, now: Date) {
  return parisInstant(session.date, session.startHour).getTime() <= now.getTime();
}

/**
 * Cancel is offered when reserved; reserve only when places remain (sold below max), the member
 * is not reserved and the date has not passed.
 */
export function sessionAvailability(
  session: Pick<CalendarSession, 'date' | 'startHour' | 'maxSlots' | 'soldPlaces'>,
  reserved: boolean,
  now: Date,
): SessionAvailability {
  if (reserved) return 'reserved';
  if (hasStarted(session, now)) return 'past';
  if (placesLeft(session) === 0) return 'full';
  return 'open';
}

/** 'Place(s) disponible(s)', singular or plural. */
export function placesText(count: number): string {
  return countOf(count, 'place disponible', 'places disponibles');
}

/**
 * The confirm prompt for a whole series (docs/spec/members-area.md 5 'Reservation'): 'pour les {n}
 * séances', and 'pour la séance' when one is left (never 'les 1 séances').
 */
export function seriesConfirmText(action: 'reserve' | 'cancel', count: number): string {
  const sessions = seriesSessions(count);
  return action === 'reserve'
    ? `Veuillez confirmer la réservation pour ${sessions}`
    : `Veuillez confirmer l'annulation pour ${sessions}`;
}

/** The reservation dialog's warning on a series, agreeing with the number of sessions left. */
export function seriesCommitmentText(count: number): string {
  const sessions = nounFor(
    count,
    'la séance à venir, à laquelle',
    `les ${count} séances à venir, auxquelles`,
  );
  return `Cette séance fait partie d'une série : l'inscription et la désinscription valent pour ${sessions} vous vous engagez.`;
}

/** 'les 6 séances', or 'la séance' for a series with one session left. */
export function seriesSessions(count: number): string {
  return nounFor(count, 'la séance', `les ${count} séances`);
}

/** Future sessions of a series, in order: those the booking commits to. */
export function futureSessions<T extends Pick<CalendarSession, 'date' | 'startHour'>>(
  sessions: readonly T[],
  now: Date,
): T[] {
  return sessions
    .filter((session) => !hasStarted(session, now))
    .sort(
      (a, b) =>
        parisInstant(a.date, a.startHour).getTime() - parisInstant(b.date, b.startHour).getTime(),
    );
}

/**
 * The series a session belongs to, whose sessions the dialog lists and commits to
 * (docs/spec/members-area.md 4: recurring sessions; GET /sessions/uuid/{uuid} and GET
 * /sessions/{uuid}/ siblings name it by its uuid): none for a single session, nor for a recurring
 * one whose uuid the answer leaves null (the document allows it), which is then shown and booked
 * alone.
 */
export function seriesUuid(session: Pick<CalendarSession, 'static' | 'uuid'>): string | null {
  return session.static ? session.uuid : null;
}

/**
 * The sessions a cancellation cancels, each by its own DELETE /reservations/{sessionId}/profile/
 * {profileId} (docs/spec/members-area.md 7: the spec's DELETE cancels one session and has no series
 * choice; docs/spec/members-area.md 4: 'cancellation applies to all sessions of the series'). A
 * single session: itself. A series: itself and every session of the series still to come that the
 * member booked (issue 32: the designed `allSessions` is not needed).
 */
export function sessionsToCancel<
  T extends Pick<CalendarSession, 'id' | 'date' | 'startHour' | 'reserved'>,
>(
  session: Pick<CalendarSession, 'id' | 'static' | 'uuid'>,
  series: readonly T[],
  now: Date,
): number[] {
  if (seriesUuid(session) === null) return [session.id];
  const booked = futureSessions(series, now)
    .filter((item) => item.reserved)
    .map((item) => item.id);
  return [...new Set([session.id, ...booked])];
}
