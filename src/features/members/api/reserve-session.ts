import { z } from 'zod';
import { api } from '@/shared/api/api-slice';

/** The answer is not named by the spec: whatever it is, the calendar reloads. */
export const reservationAnswerSchema = z.unknown();

/**
 * POST /reservations/session/{sessionId}/profile/{profileId}/all-sessions/{flag}, empty body
 * (docs/spec/members-area.md 7). flag true books every future session of the series (designed
 * meaning).
 */
const reserveSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    reserveSession: build.mutation<
      unknown,
      { sessionId: number; profileId: number; allSessions: boolean }
    >({
      query: ({ sessionId, profileId, allSessions }) => ({
        request: {
          method: 'POST',
          url: `/reservations/session/${sessionId}/profile/${profileId}/all-sessions/${allSessions}`,
        },
        schema: reservationAnswerSchema,
      }),
      invalidatesTags: ['Reservations'],
    }),
  }),
});

export const { useReserveSessionMutation } = reserveSessionApi;
