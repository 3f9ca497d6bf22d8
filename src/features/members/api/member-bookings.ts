import type { AppDispatch } from '@/shared/store/store';
import { sessionsToAsk, withBookings } from '../reservations/rules/member-bookings';
import { getReservationStatusEndpoint } from './get-reservation-status';

/**
 * The sessions with the member's booking of each: the answer's designed `reserved` when given,
 * else GET /reservations/{sessionId}/profile/{profileId} (docs/spec/members-area.md 7), one call a
 * session the answer leaves silent (rules/member-bookings.ts). One failed call fails the whole: a
 * booking shown as absent would mislead more than the calendar's error line.
 */
export async function withMemberBookings<T extends { id: number; reserved: boolean | null }>(
  dispatch: AppDispatch,
  sessions: readonly T[],
  profileId: number,
) {
  const answers = await Promise.all(
    sessionsToAsk(sessions).map(async (sessionId) => {
      const request = dispatch(
        getReservationStatusEndpoint.initiate(
          { sessionId, profileId },
          { forceRefetch: true, subscribe: false },
        ),
      );
      return [sessionId, await request.unwrap()] as const;
    }),
  );
  return withBookings(sessions, new Map(answers));
}
