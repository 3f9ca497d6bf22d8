import type { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zInstallation } from '@/shared/api/generated/pass/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { optionalText } from './pass-primitives';

/** docs/spec/members-area.md 3 'installation (nom, adresse, codePostal, ville)'. */
/**
 * Derived from docs/openapi/pass-api.yaml Installation (docs/adr/0017-generated-schemas.md),
 * whose fields are all optional: absent, the name reads 'Lieu sans nom'.
 */
export const installationSchema = zInstallation.extend({
  nom: orFallback(zInstallation.shape.nom, 'Lieu sans nom'),
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
