import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { passId } from './pass-primitives';

/**
 * members-area.md 3 'PASS club' (clubId, clubNom, actif) and the club's pass settings of 'Other
 * PASS fields'. The settings travel with the club (designed); absent, the booking window is 7
 * days and the cancellation delay the terms' 24 hours.
 */
export const passClubSchema = z.object({
  clubId: passId,
  clubNom: z.string(),
  actif: z.boolean(),
  nbJoursPossibleReservation: z.number().int().min(0).default(7),
  nbHeuresCarrenceAnnulation: z.number().int().min(0).default(24),
});
export type PassClub = z.infer<typeof passClubSchema>;

export const passClubsSchema = tolerantList(passClubSchema, 'GET /clubs/all');

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassClubs: build.query<PassClub[], void>({
      query: () => ({ api: 'pass', request: { url: '/clubs/all' }, schema: passClubsSchema }),
    }),
  }),
});

export const { useGetPassClubsQuery } = endpoints;
