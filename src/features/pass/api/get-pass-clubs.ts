import { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zPassClub } from '@/shared/api/generated/pass/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { passId } from './pass-primitives';

/**
 * docs/spec/members-area.md 3 'PASS club' (clubId, clubNom, actif) and the club's pass settings of 'Other
 * PASS fields'. The settings travel with the club (designed); absent, the booking window is 7
 * days and the cancellation delay the terms' 24 hours.
 */
/**
 * Derived from docs/openapi/pass-api.yaml PassClub (docs/adr/0017-generated-schemas.md), which
 * requires the id and the name. Absent or null: active (the list is the PASS clubs), 7 days to
 * book ahead, 24 hours to cancel.
 */
export const passClubSchema = zPassClub.extend({
  clubId: passId,
  actif: orFallback(zPassClub.shape.actif, true),
  nbJoursPossibleReservation: orFallback(z.number().int().min(0).nullish(), 7),
  nbHeuresCarrenceAnnulation: orFallback(z.number().int().min(0).nullish(), 24),
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
