import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { optionalText } from './pass-primitives';

/** members-area.md 3 'installation (nom, adresse, codePostal, ville)'. */
export const installationSchema = z.object({
  nom: z.string(),
  adresse: optionalText,
  codePostal: optionalText,
  ville: optionalText,
});
export type Installation = z.infer<typeof installationSchema>;

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassInstallations: build.query<Installation[], number>({
      query: (clubId) => ({
        api: 'pass',
        request: { url: `/Installations/${clubId}` },
        schema: tolerantList(installationSchema, 'GET /Installations/{clubId}'),
      }),
    }),
  }),
});

export const { useGetPassInstallationsQuery } = endpoints;
