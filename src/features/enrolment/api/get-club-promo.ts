import { requestJson } from '@/shared/api/http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { optionalPromoSchema } from './promo';

export function getClubPromo(clubId: number) {
  return requestJson(
    'main',
    { url: `/promo/${getRuntimeConfig().productSlug}/${clubId}` },
    optionalPromoSchema,
  );
}
