import { api } from '@/shared/api/api-slice';
import { z } from 'zod';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { nullableString } from './schema-primitives';

export const clubSettlementSchema = z.object({
  settlement: nullableString,
  settlementRequired: z.boolean(),
});
export type ClubSettlement = z.infer<typeof clubSettlementSchema>;

/** The club's rules (HTML) and whether accepting them is required before enrolling. */
const clubSettlementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClubSettlement: build.query<ClubSettlement, number>({
      query: (clubId) => ({
        request: { url: `/public/${getRuntimeConfig().productSlug}/${clubId}/settlement` },
        schema: clubSettlementSchema,
      }),
      providesTags: (_result, _error, clubId) => [{ type: 'Clubs', id: clubId }],
    }),
  }),
});

export const { useGetClubSettlementQuery } = clubSettlementApi;
