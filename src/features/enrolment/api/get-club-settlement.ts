import { z } from 'zod';
import { requestJson } from '@/shared/api/http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { nullableString } from './schema-primitives';

export const clubSettlementSchema = z.object({
  settlement: nullableString,
  settlementRequired: z.boolean(),
});
export type ClubSettlement = z.infer<typeof clubSettlementSchema>;

/** The club's rules (HTML) and whether accepting them is required before enrolling. */
export function getClubSettlement(clubId: number) {
  return requestJson(
    'main',
    { url: `/public/${getRuntimeConfig().productSlug}/${clubId}/settlement` },
    clubSettlementSchema,
  );
}
