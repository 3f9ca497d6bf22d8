import { formatDate, parseServerDate } from '@/shared/lib/dates';
import type { Session } from '../api/session';

/** HH:mm:ss from the backend, HH:mm on screen (section 9). */
export function displayHour(hour: string): string {
  return hour.slice(0, 5);
}

/** 'Tous les {weekday} du {date} de {start} à {end}' with the weekday in the plural. */
export function sessionText(session: Pick<Session, 'date' | 'startHour' | 'endHour'>): string {
  const weekday = `${formatDate(session.date, 'EEEE')}s`;
  return `Tous les ${weekday} du ${formatDate(session.date)} de ${displayHour(session.startHour)} à ${displayHour(session.endHour)}`;
}

export type SessionAvailability =
  { kind: 'open' } | { kind: 'full'; message: string } | { kind: 'not-yet-open'; message: string };

/** A session with no place left is full; one whose booking opens later cannot be chosen yet. */
export function sessionAvailability(
  session: Pick<Session, 'availablePlaces' | 'bookingOpensOn'>,
  today: Date,
): SessionAvailability {
  if (session.availablePlaces === 0) {
    return { kind: 'full', message: 'Cette séance est complète.' };
  }
  const opensOn = session.bookingOpensOn ? parseServerDate(session.bookingOpensOn) : undefined;
  if (opensOn && opensOn.getTime() > startOfDay(today).getTime()) {
    return {
      kind: 'not-yet-open',
      message: `Vous pourrez réserver cette séance à partir du ${formatDate(opensOn)}`,
    };
  }
  return { kind: 'open' };
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export const sessionNotFoundMessage = 'Aucune séance sélectionnée ou séance introuvable';

/** A selected session must be found in the list, else the error is only logged (section 5). */
export function findSession(sessions: readonly Session[], sessionId: number | null) {
  const found = sessions.find((session) => session.id === sessionId);
  if (sessionId !== null && !found) console.error(sessionNotFoundMessage);
  return found;
}
