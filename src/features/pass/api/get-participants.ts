import type { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zParticipant } from '@/shared/api/generated/pass/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';

/** docs/spec/members-area.md 3 'participant (prenom, nom)'. */
/**
 * Derived from docs/openapi/pass-api.yaml Participant (docs/adr/0017-generated-schemas.md): absent
 * names read as empty (the list still counts the participant).
 */
export const participantSchema = zParticipant.extend({
  prenom: orFallback(zParticipant.shape.prenom, ''),
  nom: orFallback(zParticipant.shape.nom, ''),
});
export type Participant = z.infer<typeof participantSchema>;

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassParticipants: build.query<Participant[], number>({
      query: (sessionId) => ({
        api: 'pass',
        request: { url: `/Reservations/GetParticipantsNamesByCreaneaux/${sessionId}` },
        schema: tolerantList(
          participantSchema,
          'GET /Reservations/GetParticipantsNamesByCreaneaux/{id}',
        ),
      }),
      providesTags: ['PassBookings'],
    }),
  }),
});

export const { useGetPassParticipantsQuery } = endpoints;
