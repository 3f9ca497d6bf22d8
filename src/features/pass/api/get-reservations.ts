import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { optionalText, passDaySchema, passId, passTimeSchema } from './pass-primitives';

/**
 * members-area.md 3 'PASS reservation': activiteId, lesActCals (the session), the reservation's
 * rowid. activiteNom is designed and optional (absent: the club's activities list names it).
 */
export const passReservationSchema = z.object({
  rowid: passId,
  activiteId: passId,
  activiteNom: optionalText,
  lesActCals: z.object({
    rowId: passId,
    clubId: passId,
    dateRecur: passDaySchema,
    heureDebut: passTimeSchema,
    heureFin: passTimeSchema,
  }),
});
export type PassReservation = z.infer<typeof passReservationSchema>;

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassReservations: build.query<PassReservation[], number>({
      query: (ayantDroitId) => ({
        api: 'pass',
        request: { url: `/Reservations/GetReseByAyantDroit/${ayantDroitId}` },
        schema: tolerantList(passReservationSchema, 'GET /Reservations/GetReseByAyantDroit/{id}'),
      }),
      providesTags: ['PassReservations'],
    }),
  }),
});

export const { useGetPassReservationsQuery } = endpoints;
