import { api } from '@/shared/api/api-slice';
import type { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zClubSettlement } from '@/shared/api/generated/main/zod';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { nullableString } from './schema-primitives';

/**
 * Derived from docs/openapi/main-api.yaml ClubSettlement (docs/adr/0017-generated-schemas.md):
 * absent, no rules and none to accept.
 */
export const clubSettlementSchema = zClubSettlement.extend({
  settlement: nullableString,
  settlementRequired: orFallback(zClubSettlement.shape.settlementRequired, false),
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
