import { passApi } from './pass-api';
import { passTextAnswerSchema } from './pass-text-answer';

/**
 * POST /Reservations/ReserverCreneau/{a}/{b}, empty body. The spec does not say what a and b
 * are; the portal sends the session (idCalendrier) then the member (idAyantDroit), and the
 * server takes the place and the credit from the member's compatible subscription (see
 * docs/api.md, 'PASS'). This file is the only one that builds the path.
 */
export function reserveSessionPath(sessionId: number, ayantDroitId: number): string {
  return `/Reservations/ReserverCreneau/${sessionId}/${ayantDroitId}`;
}

/**
 * A booking or a cancellation changes what the server computes (the credit spent or given back,
 * the member's bookings and their ids, the places left): both only invalidate, and what shows
 * them is read again, the session's own entry and every programme month that lists it
 * (get-month-sessions.ts provides each session's tag).
 */
const bookingChanges = (sessionId: number) => [
  'PassAccount' as const,
  'PassBookings' as const,
  { type: 'PassSessions' as const, id: sessionId },
];

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
      invalidatesTags: (_result, _error, { sessionId }) => bookingChanges(sessionId),
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
      invalidatesTags: (_result, _error, { sessionId }) => bookingChanges(sessionId),
    }),
  }),
});

export const { useBookPassSessionMutation, useCancelPassBookingMutation } = endpoints;
