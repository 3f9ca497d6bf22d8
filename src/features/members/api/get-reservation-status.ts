import { z } from 'zod';
import { api } from '@/shared/api/api-slice';

export const reservationStatusSchema = z.boolean();

/**
 * GET /reservations/{sessionId}/profile/{profileId} (docs/spec/members-area.md 7): is the profile
 * booked?
 */
const reservationStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReservationStatus: build.query<boolean, { sessionId: number; profileId: number }>({
      query: ({ sessionId, profileId }) => ({
        request: { url: `/reservations/${sessionId}/profile/${profileId}` },
        schema: reservationStatusSchema,
      }),
      providesTags: ['Reservations'],
    }),
  }),
});

export const { useGetReservationStatusQuery } = reservationStatusApi;
export const getReservationStatusEndpoint = reservationStatusApi.endpoints.getReservationStatus;
