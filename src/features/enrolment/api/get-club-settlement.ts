import { requestJson } from '@/shared/api/http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { clubSettlementSchema } from './schemas';

/** The club's rules (HTML) and whether accepting them is required before enrolling. */
export function getClubSettlement(clubId: number) {
  return requestJson(
    'main',
    { url: `/public/${getRuntimeConfig().productSlug}/${clubId}/settlement` },
    clubSettlementSchema,
  );
}
