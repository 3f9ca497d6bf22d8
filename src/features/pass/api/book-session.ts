import { passApi } from './pass-api';
import { passTextAnswerSchema } from './pass-text-answer';
import { countBooking } from './session-cache';

/**
 * POST /Reservations/ReserverCreneau/{a}/{b}, empty body. The spec does not say what a and b
 * are; the portal sends the session (idCalendrier) then the member (idAyantDroit), and the
 * server takes the place and the credit from the member's compatible subscription (see
 * docs/api.md, 'PASS'). This file is the only one that builds the path.
 */
export function reserveSessionPath(sessionId: number, ayantDroitId: number): string {
  return `/Reservations/ReserverCreneau/${sessionId}/${ayantDroitId}`;
}

async function succeeded(fulfilled: Promise<unknown>): Promise<boolean> {
  try {
    await fulfilled;
    return true;
  } catch {
    return false;
  }
}

export type BookSessionArg = { sessionId: number; ayantDroitId: number };

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    bookPassSession: build.mutation<string, BookSessionArg>({
      query: ({ sessionId, ayantDroitId }) => ({
        api: 'pass',
        request: {
          method: 'POST',
          url: reserveSessionPath(sessionId, ayantDroitId),
          silentError: true,
          responseType: 'text',
        },
        schema: passTextAnswerSchema,
      }),
      async onQueryStarted({ sessionId }, { dispatch, getState, queryFulfilled }) {
        if (await succeeded(queryFulfilled))
          countBooking(dispatch as never, getState, sessionId, 1);
      },
      invalidatesTags: (_result, _error, { sessionId }) => [
        'PassAccount',
        'PassBookings',
        { type: 'PassSessions', id: sessionId },
      ],
    }),
    cancelPassBooking: build.mutation<string, { bookingId: number; sessionId: number }>({
      query: ({ bookingId }) => ({
        api: 'pass',
        request: {
          method: 'POST',
          url: `/Reservations/annulerReservation/${bookingId}`,
          silentError: true,
          responseType: 'text',
        },
        schema: passTextAnswerSchema,
      }),
      async onQueryStarted({ sessionId }, { dispatch, getState, queryFulfilled }) {
        if (await succeeded(queryFulfilled))
          countBooking(dispatch as never, getState, sessionId, -1);
      },
      invalidatesTags: (_result, _error, { sessionId }) => [
        'PassAccount',
        'PassBookings',
        { type: 'PassSessions', id: sessionId },
      ],
    }),
  }),
});

export const { useBookPassSessionMutation, useCancelPassBookingMutation } = endpoints;
