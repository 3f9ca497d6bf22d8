import { api } from '@/shared/api/api-slice';
import type { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zLicenseOption } from '@/shared/api/generated/main/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { amount, id, nullableString } from './schema-primitives';

/**
 * Derived from docs/openapi/main-api.yaml LicenseOption (docs/adr/0017-generated-schemas.md):
 * absent, the level's title reads 'Licence'.
 */
export const licenceOptionSchema = zLicenseOption.extend({
  licenseLevelId: id,
  licenseLevelTitle: orFallback(zLicenseOption.shape.licenseLevelTitle, 'Licence'),
  licenseAmount: amount,
  explanation: nullableString,
});
export type LicenceOption = z.infer<typeof licenceOptionSchema>;
export const licenceOptionListSchema = tolerantList(
  licenceOptionSchema,
  'GET /public/payment/get-licenses-options-for-order',
);

export type LicenceOptionsQuery = { activityCategoryPriceId: number; memberId?: number };

const licenceOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLicenceOptions: build.query<LicenceOption[], LicenceOptionsQuery>({
      query: (params) => ({
        request: { url: '/public/payment/get-licenses-options-for-order', params },
        schema: licenceOptionListSchema,
      }),
    }),
  }),
});

export const { useGetLicenceOptionsQuery } = licenceOptionsApi;
