import type { z } from 'zod';
import { zPassReservation } from '@/shared/api/generated/pass/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { optionalText, passDaySchema, passId, passTimeSchema } from './pass-primitives';

/**
 * docs/spec/members-area.md 3 'PASS reservation': activiteId, lesActCals (the session), the reservation's
 * rowid. activiteNom is designed and optional (absent: the club's activities list names it).
 * Derived from docs/openapi/pass-api.yaml PassBooking: Mes réservations places a booking in
 * its activity, club, day and hours, which stay required.
 */
export const passBookingSchema = zPassReservation.extend({
  rowid: passId,
  activiteId: passId,
  activiteNom: optionalText,
  lesActCals: zPassReservation.shape.lesActCals.extend({
    rowId: passId,
    clubId: passId,
    dateRecur: passDaySchema,
    heureDebut: passTimeSchema,
    heureFin: passTimeSchema,
  }),
});
export type PassBooking = z.infer<typeof passBookingSchema>;

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassBookings: build.query<PassBooking[], number>({
      query: (ayantDroitId) => ({
        api: 'pass',
        request: { url: `/Reservations/GetReseByAyantDroit/${ayantDroitId}` },
        schema: tolerantList(passBookingSchema, 'GET /Reservations/GetReseByAyantDroit/{id}'),
      }),
      providesTags: ['PassBookings'],
    }),
  }),
});

export const { useGetPassBookingsQuery } = endpoints;
