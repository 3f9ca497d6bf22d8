import { useEffect } from 'react';
import { toServerDate } from '@/shared/lib/dates';
import { saveOfflineBookings } from '@/shared/offline/offline-copies';
import { useAppDispatch } from '@/shared/store/store';
import { loadCalendarSessions } from './load-calendar-sessions';
import type { CalendarScope } from './rules/member-categories';
import { clubSessionsAheadDays, nextClubSessions } from './rules/next-club-sessions';

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
    loadCalendarSessions(dispatch, scope, profileId, toServerDate(now), toServerDate(to)).then(
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
