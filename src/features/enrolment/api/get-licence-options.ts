import { api } from '@/shared/api/api-slice';
import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { amount, id, nullableString } from './schema-primitives';

export const licenceOptionSchema = z.object({
  licenseLevelId: id,
  licenseLevelTitle: z.string(),
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
