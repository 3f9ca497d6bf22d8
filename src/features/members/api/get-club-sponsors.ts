import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zSponsor } from '@/shared/api/generated/main/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { getRuntimeConfig } from '@/shared/config/runtime-config';

/**
 * docs/spec/members-area.md 3 'Sponsor: imageUrl, linkUrl', derived from docs/openapi/main-api.yaml
 * Sponsor: the club page shows a sponsor as its logo linking to its site, so the link stays
 * required.
 */
export const sponsorSchema = zSponsor.extend({ linkUrl: z.string() });
export type Sponsor = z.infer<typeof sponsorSchema>;

const clubSponsorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClubSponsors: build.query<Sponsor[], number>({
      query: (clubId) => ({
        request: { url: `/public/${getRuntimeConfig().productSlug}/${clubId}/sponsors` },
        schema: tolerantList(sponsorSchema, 'GET /public/{product}/{clubId}/sponsors'),
      }),
      providesTags: (_result, _error, clubId) => [{ type: 'Clubs', id: clubId }],
    }),
  }),
});

export const { useGetClubSponsorsQuery } = clubSponsorsApi;
