import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { getRuntimeConfig } from '@/shared/config/runtime-config';

export const sponsorSchema = z.object({ imageUrl: z.string(), linkUrl: z.string() });
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
