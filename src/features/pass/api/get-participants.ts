import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';

/** members-area.md 3 'participant (prenom, nom)'. */
export const participantSchema = z.object({ prenom: z.string(), nom: z.string() });
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
      providesTags: ['PassReservations'],
    }),
  }),
});

export const { useGetPassParticipantsQuery } = endpoints;
