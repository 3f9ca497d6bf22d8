import { useEffect } from 'react';
import { saveOfflineBookings } from '@/shared/offline/offline-copies';
import { useAppDispatch } from '@/shared/store/store';
import { getPublicSessionsEndpoint } from '@/shared/activity-sessions/get-public-sessions';
import { calendarEndpoint, calendarSessionsOf } from '../api/calendar-session';
import { withMemberBookings } from '../api/member-bookings';
import type { CalendarScope } from './rules/member-categories';
import { clubSessionsAheadDays, nextClubSessions } from './rules/next-club-sessions';

const isoDay = (date: Date) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export type KeptSessionsOwner = {
  profileId: number;
  holder: string;
  clubs: Readonly<Record<number, string>>;
};

/**
 * Keeps the member's next booked club sessions on this device for offline use
 * (docs/adr/0016-installable-portal.md) whenever the reservations calendar opens or a booking
 * changes (`version`): the next four weeks of the member's activities, whatever period the
 * calendar shows. A failed load keeps the copy saved before.
 */
export function useKeepNextClubSessions(
  owner: KeptSessionsOwner,
  scope: CalendarScope,
  version: number,
): void {
  const dispatch = useAppDispatch();
  const { profileId, holder, clubs } = owner;
  useEffect(() => {
    let current = true;
    const now = new Date();
    const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + clubSessionsAheadDays);
    const requests = scope.activityIds.map((activityId) =>
      dispatch(
        getPublicSessionsEndpoint.initiate(
          { activityId, profileId, startDate: isoDay(now), endDate: isoDay(to) },
          { forceRefetch: true, subscribe: false },
        ),
      ),
    );
    Promise.all(requests.map((request) => request.unwrap()))
      .then((lists) =>
        // Only the member's categories are kept: only theirs need the spec's booking call.
        withMemberBookings(
          dispatch,
          calendarSessionsOf(lists.flat(), calendarEndpoint).filter((item) =>
            scope.categoryIds.includes(item.categoryId),
          ),
          profileId,
        ),
      )
      .then(
        (sessions) => {
          if (!current) return;
          const savedAt = new Date();
          saveOfflineBookings({
            profileId,
            holder,
            kind: 'club',
            savedAt: savedAt.toISOString(),
            bookings: nextClubSessions(sessions, scope.categoryIds, clubs, savedAt),
          });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [dispatch, profileId, holder, clubs, scope, version]);
}
