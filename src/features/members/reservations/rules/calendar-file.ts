import type { EventAttributes } from 'ics';
import type { CalendarSession } from '../../api/calendar-session';
import { parisInstant } from './paris-time';

/**
 * 'Ajouter à mon agenda': each reserved session as an iCalendar event in UTC, computed from its
 * Paris wall time, so an agenda in any zone shows the right hour on either side of a
 * daylight-saving change.
 */
export function sessionEvent(session: CalendarSession, productName: string): EventAttributes {
  return {
    uid: `seance-${session.id}@${productName.toLowerCase()}.portail`,
    title: `${session.activityName} - ${session.categoryName}`,
    description: session.description ?? undefined,
    start: parisInstant(session.date, session.startHour).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: parisInstant(session.date, session.endHour).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: `${productName}/portail-des-adherents`,
    calName: `Mes réservations ${productName}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  };
}

export function calendarFileName(session: CalendarSession, series: boolean): string {
  const base = `${session.activityName}-${session.categoryName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return series ? `${base}-serie.ics` : `${base}-${session.date}.ics`;
}
