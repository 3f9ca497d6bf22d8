import { z } from 'zod';
import { api } from '../api/api-slice';
import { orNull } from '../api/fallbacks';
import { zClub } from '../api/generated/main/zod';
import { unwrapAsApiError } from '../api/api-query-error';
import { getRuntimeConfig } from '../config/runtime-config';
import type { AppDispatch } from '../store/store';

const nullableString = orNull(z.string().nullish());

/**
 * GET /public/{product}/{id} (docs/openapi/main-api.yaml getClubDetails, Club), derived from the
 * generated Club (docs/adr/0017-generated-schemas.md) and read with this one schema by the club
 * and activity pages, the wizard's receipt and every payment (docs/adr/0001: a resource two
 * features use lives in shared/<resource>/). It requires what the document requires, id and
 * title; a blank title reads as 'Club sans nom' so that the club page keeps its heading.
 * Absent, the other fields read as not known (null) and federalActivities as none.
 * parameters{Product}.helloasso{Product}Slug arrives renamed (src/shared/api/product-keys.ts):
 * absent or null, the club has no account of its own at the payment provider.
 */
export const clubDetailsSchema = zClub
  .pick({
    id: true,
    title: true,
    site: true,
    logoUrl: true,
    address: true,
    postalCode: true,
    city: true,
    email: true,
    phone: true,
    federalActivities: true,
  })
  .extend({
    title: z.string().transform((value) => value.trim() || 'Club sans nom'),
    site: nullableString,
    logoUrl: nullableString,
    address: nullableString,
    postalCode: nullableString,
    city: nullableString,
    email: nullableString,
    phone: nullableString,
    federalActivities: z.array(z.number().int()).default([]),
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

/**
 * What a payment selects of the club: whether it has its own account at the payment provider,
 * which picks the payment link's variant (docs/spec/enrolment.md 7).
 */
export const hasOwnPaymentAccount = (club: Pick<ClubDetails, 'parametersClub'>) =>
  Boolean(club.parametersClub.helloassoClubSlug);

/**
 * For the payment sequences (the wizard, the cart, 'Paiement' in Mes inscriptions): the same cache
 * entry the club and activity pages and the wizard hold, so a club a screen has loaded is not
 * asked again; a read, so tried again on a transient failure (docs/adr/0020). A failure is
 * thrown as the HTTP layer's ApiError, already told.
 */
export function readClubDetails(dispatch: AppDispatch, clubId: number): Promise<ClubDetails> {
  return unwrapAsApiError(dispatch(clubDetailsEndpoint.initiate(clubId, { subscribe: false })));
}
