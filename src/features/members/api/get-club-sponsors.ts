import { z } from 'zod';
import { requestJson } from '@/shared/api/http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';

export const sponsorSchema = z.object({ imageUrl: z.string(), linkUrl: z.string() });
export type Sponsor = z.infer<typeof sponsorSchema>;

export function getClubSponsors(clubId: number) {
  const { productSlug } = getRuntimeConfig();
  return requestJson(
    'main',
    { url: `/public/${productSlug}/${clubId}/sponsors` },
    z.array(sponsorSchema),
  );
}
