import { api } from '@/shared/api/api-slice';
import { reservationAnswerSchema } from './reserve-session';

/**
 * DELETE /reservations/{sessionId}/profile/{profileId} (docs/spec/members-area.md 7): cancels one
 * session; a series is cancelled session by session (rules/reservation-eligibility.ts
 * `sessionsToCancel`).
 */
const cancelReservationApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelReservation: build.mutation<unknown, { sessionId: number; profileId: number }>({
      query: ({ sessionId, profileId }) => ({
        request: { method: 'DELETE', url: `/reservations/${sessionId}/profile/${profileId}` },
        schema: reservationAnswerSchema,
      }),
      invalidatesTags: ['Reservations'],
    }),
  }),
});

export const { useCancelReservationMutation } = cancelReservationApi;
