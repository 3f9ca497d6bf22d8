import { z } from 'zod';
import { passApi } from './pass-api';

/**
 * GET /Reservations/LastKnownCredit/{id} (docs/spec/members-area.md 7, PASS API; answer not shown): the
 * jetons left on one subscription, by the subscription's id. Mon compte reads it so that the
 * count follows bookings and cancellations made since the licence login. A number; anything
 * else (an empty answer included) fails the query and the login's `credit` stays shown.
 */
/** A number, or its digits as text; an empty answer is no credit (it is not 0 jetons). */
const creditSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.number().int(),
);

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getLastKnownCredit: build.query<number, number>({
      query: (subscriptionId) => ({
        api: 'pass',
        request: { url: `/Reservations/LastKnownCredit/${subscriptionId}`, silentError: true },
        schema: creditSchema,
      }),
      // A booking or a cancellation invalidates the bookings: the credit moves with them.
      providesTags: ['PassBookings'],
    }),
  }),
});

export const { useGetLastKnownCreditQuery } = endpoints;
