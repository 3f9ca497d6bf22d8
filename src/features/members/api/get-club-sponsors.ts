import { z } from 'zod';
import { requestJson } from '@/shared/api/http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { sponsorSchema } from './schemas';

export function getClubSponsors(clubId: number) {
  const { productSlug } = getRuntimeConfig();
  return requestJson(
    'main',
    { url: `/public/${productSlug}/${clubId}/sponsors` },
    z.array(sponsorSchema),
  );
}
