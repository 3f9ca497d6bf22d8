import type { AppDispatch } from '@/shared/store/store';
import { getPublicSessionsEndpoint } from '@/shared/activity-sessions/get-public-sessions';
import { calendarEndpoint, calendarSessionsOf } from '../api/calendar-session';
import { withMemberBookings } from '../api/member-bookings';
import type { CalendarScope } from './rules/member-categories';

/**
 * The sessions of the member's activities between two days (yyyy-MM-dd), fresh from the server,
 * kept to the member's categories (only theirs need the spec's booking call), with each one's
 * booking: the calendar's period and the offline copy of the next weeks read them alike.
 */
export async function loadCalendarSessions(
  dispatch: AppDispatch,
  scope: CalendarScope,
  profileId: number,
  startDate: string,
  endDate: string,
) {
  const lists = await Promise.all(
    scope.activityIds.map((activityId) =>
      dispatch(
        getPublicSessionsEndpoint.initiate(
          { activityId, profileId, startDate, endDate },
          { forceRefetch: true, subscribe: false },
        ),
      ).unwrap(),
    ),
  );
  const sessions = calendarSessionsOf(lists.flat(), calendarEndpoint).filter((item) =>
    scope.categoryIds.includes(item.categoryId),
  );
  return withMemberBookings(dispatch, sessions, profileId);
}
