import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { clubDetailsSchema } from './schemas';

export function getClubDetails(clubId: number, options: RequestOptions = {}) {
  return requestJson(
    'main',
    { ...options, url: `/public/${getRuntimeConfig().productSlug}/${clubId}` },
    clubDetailsSchema,
  );
}
