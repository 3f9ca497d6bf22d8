import { api } from '@/shared/api/api-slice';
import { z } from 'zod';
import { zClub } from '@/shared/api/generated/main/zod';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { clubPlaceFields } from './club-summary';
import { headingTitle, id, nullableString } from './schema-primitives';

/**
 * Derived from docs/openapi/main-api.yaml Club (docs/adr/0017-generated-schemas.md), which
 * requires id and title. The page's map needs latitude and longitude (required here); absent,
 * federalActivities reads as none.
 */
export const clubDetailsSchema = zClub
  .pick({ ...clubPlaceFields, site: true, email: true, phone: true, federalActivities: true })
  .extend({
    id,
    title: headingTitle('Club sans nom'),
    site: nullableString,
    logoUrl: nullableString,
    latitude: z.number(),
    longitude: z.number(),
    address: nullableString,
    postalCode: nullableString,
    city: nullableString,
    email: nullableString,
    phone: nullableString,
    federalActivities: z.array(id).default([]),
    /** Travels as parameters{Product}.helloasso{Product}Slug (members-area.md section 3). */
    parametersClub: z
      .object({ helloassoClubSlug: nullableString })
      .nullish()
      .transform((value) => value ?? { helloassoClubSlug: null }),
  });
export type ClubDetails = z.infer<typeof clubDetailsSchema>;

const clubDetailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClubDetails: build.query<ClubDetails, number>({
      query: (clubId) => ({
        request: { url: `/public/${getRuntimeConfig().productSlug}/${clubId}` },
        schema: clubDetailsSchema,
      }),
      providesTags: (_result, _error, clubId) => [{ type: 'Clubs', id: clubId }],
    }),
  }),
});

export const { useGetClubDetailsQuery } = clubDetailsApi;
export const clubDetailsEndpoint = clubDetailsApi.endpoints.getClubDetails;
