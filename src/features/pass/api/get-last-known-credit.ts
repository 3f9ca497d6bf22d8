import { z } from 'zod';
import { passApi } from './pass-api';

/**
 * GET /Reservations/LastKnownCredit/{id} (members-area.md 7, PASS API; answer not shown): the
 * jetons left on one subscription, by the subscription's id. Mon compte reads it so that the
 * count follows bookings and cancellations made since the licence login. A number; anything
 * else fails the query and the login's `credit` stays shown.
 */
const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getLastKnownCredit: build.query<number, number>({
      query: (subscriptionId) => ({
        api: 'pass',
        request: { url: `/Reservations/LastKnownCredit/${subscriptionId}`, silentError: true },
        schema: z.coerce.number().int(),
      }),
      // A booking or a cancellation invalidates the bookings: the credit moves with them.
      providesTags: ['PassBookings'],
    }),
  }),
});

export const { useGetLastKnownCreditQuery } = endpoints;
