import { keptBookings, nextBookings } from '@/shared/offline/offline-copies';
import type { OfflineBooking } from '@/shared/offline/offline-copies';
import type { Membership } from '@/shared/session/schemas';
import type { CalendarSession } from '../../api/calendar-session';
import { localDateTime } from './paris-time';

/** How far ahead the calendar looks for the next sessions the device keeps (four weeks). */
export const clubSessionsAheadDays = 28;

/** The club of each activity the member holds a membership of this season, by activity id. */
export function clubsByActivity(
  memberships: readonly Membership[],
  seasonTitle: string,
): Record<number, string> {
  return Object.fromEntries(
    memberships
      .filter((membership) => membership.season.title === seasonTitle)
      .map((membership) => [membership.activity.id, membership.club.title]),
  );
}

/**
 * The member's next club sessions kept for offline use (docs/adr/0016-installable-portal.md):
 * the booked ones ('reserved', docs/spec/members-area.md 9: the list view shows only reserved
 * sessions) of the member's categories, starting after now, soonest first, at most `limit`. Only
 * what says where to be: the session's title as the calendar writes it, its hours and its club.
 */
export function nextClubSessions(
  sessions: readonly CalendarSession[],
  categoryIds: readonly number[],
  clubs: Readonly<Record<number, string>>,
  now: Date,
  limit: number = keptBookings,
): OfflineBooking[] {
  const seen = new Set<number>();
  const booked = sessions.filter((session) => {
    if (!session.reserved || !categoryIds.includes(session.categoryId) || seen.has(session.id)) {
      return false;
    }
    seen.add(session.id);
    return true;
  });
  return nextBookings(
    booked.map((session) => ({
      kind: 'club' as const,
      title: `${session.activityName} - ${session.categoryName}`,
      start: localDateTime(session.date, session.startHour).slice(0, 16),
      end: localDateTime(session.date, session.endHour).slice(0, 16),
      place: null,
      club: clubs[session.activityId] ?? null,
    })),
    now,
    limit,
  );
}
