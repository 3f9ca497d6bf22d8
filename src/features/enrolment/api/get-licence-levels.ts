import { api } from '@/shared/api/api-slice';
import { z } from 'zod';
import { amount, id } from './schema-primitives';

export const licenceLevelAmountSchema = z.object({
  id,
  level: z.number().int(),
  title: z.string(),
  amount,
});
export const licenceLevelAmountListSchema = z.array(licenceLevelAmountSchema);

export type LicenceLevelAmount = z.infer<typeof licenceLevelAmountSchema>;

/** The amount of each licence level (1 premium, 2 access, 3 event). */
const licenceLevelsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLicenceLevels: build.query<LicenceLevelAmount[], void>({
      query: () => ({
        request: { url: '/public/license-level' },
        schema: licenceLevelAmountListSchema,
      }),
    }),
  }),
});

export const { useGetLicenceLevelsQuery } = licenceLevelsApi;
