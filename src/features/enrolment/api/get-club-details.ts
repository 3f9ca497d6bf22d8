import { requestJson } from '@/shared/api/http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { clubDetailsSchema } from './schemas';

export function getClubDetails(clubId: number) {
  return requestJson(
    'main',
    { url: `/public/${getRuntimeConfig().productSlug}/${clubId}` },
    clubDetailsSchema,
  );
}
