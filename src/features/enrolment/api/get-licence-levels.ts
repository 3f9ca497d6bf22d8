import { api } from '@/shared/api/api-slice';
import type { z } from 'zod';
import { zLicenseLevelAmount } from '@/shared/api/generated/main/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { amount, id } from './schema-primitives';

/**
 * Derived from docs/openapi/main-api.yaml LicenseLevelAmount: the spec names level and amount;
 * id and title are designed and not read.
 */
export const licenceLevelAmountSchema = zLicenseLevelAmount.extend({ id: id.optional(), amount });
export const licenceLevelAmountListSchema = tolerantList(
  licenceLevelAmountSchema,
  'GET /public/license-level',
);

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
