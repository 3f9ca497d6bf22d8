import { z } from 'zod';
import { api } from '../api/api-slice';
import { unwrapAsApiError } from '../api/api-query-error';
import { orNull } from '../api/fallbacks';
import { zClub } from '../api/generated/main/zod';
import { getRuntimeConfig } from '../config/runtime-config';
import type { AppDispatch } from '../store/store';

/**
 * What a payment reads of GET /public/{product}/{id} (docs/openapi/main-api.yaml getClubDetails,
 * Club): whether the club has its own account at the payment provider, which picks the payment
 * link's variant (enrolment.md 7). Derived from the generated Club, of which it requires only
 * the id the document requires: a club without coordinates or title can still be paid.
 * parameters{Product}.helloasso{Product}Slug arrives renamed (src/shared/api/product-keys.ts);
 * absent or null, the club has no account of its own.
 */
export const clubPaymentAccountSchema = zClub.pick({ id: true }).extend({
  parametersClub: z
    .object({ helloassoClubSlug: orNull(z.string().nullish()) })
    .nullish()
    .transform((value) => value ?? { helloassoClubSlug: null }),
});
export type ClubPaymentAccount = z.infer<typeof clubPaymentAccountSchema>;

const clubPaymentAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClubPaymentAccount: build.query<ClubPaymentAccount, number>({
      query: (clubId) => ({
        request: { url: `/public/${getRuntimeConfig().productSlug}/${clubId}` },
        schema: clubPaymentAccountSchema,
      }),
      providesTags: (_result, _error, clubId) => [{ type: 'Clubs', id: clubId }],
    }),
  }),
});

/**
 * For the payment sequences (the wizard, the cart, 'Paiement' in Mes inscriptions): read through
 * the cache and so tried again on a transient failure like every read (docs/adr/0020). A failure
 * is thrown as the HTTP layer's ApiError, already told.
 */
export function readClubPaymentAccount(
  dispatch: AppDispatch,
  clubId: number,
): Promise<ClubPaymentAccount> {
  return unwrapAsApiError(
    dispatch(
      clubPaymentAccountApi.endpoints.getClubPaymentAccount.initiate(clubId, { subscribe: false }),
    ),
  );
}
