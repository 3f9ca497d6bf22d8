import { api } from '@/shared/api/api-slice';
import { reservationAnswerSchema } from './reserve-session';

/**
 * DELETE /reservations/{sessionId}/profile/{profileId} (members-area.md 7); allSessions=true
 * (designed) cancels every future session of the series too.
 */
const cancelReservationApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelReservation: build.mutation<
      unknown,
      { sessionId: number; profileId: number; allSessions: boolean }
    >({
      query: ({ sessionId, profileId, allSessions }) => ({
        request: {
          method: 'DELETE',
          url: `/reservations/${sessionId}/profile/${profileId}`,
          params: allSessions ? { allSessions: true } : undefined,
        },
        schema: reservationAnswerSchema,
      }),
      invalidatesTags: ['Reservations'],
    }),
  }),
});

export const { useCancelReservationMutation } = cancelReservationApi;
