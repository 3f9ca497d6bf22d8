import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { unwrapAsApiError } from '@/shared/api/api-query-error';
import type { AppDispatch } from '@/shared/store/store';

/** A text reply: the partner's auto-login address (checked against its origin by the caller). */
export const partnerAddressReplySchema = z.string().trim().min(1);

const clubPremiumLoginApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation: each click asks a fresh single-use address, never a cached one.
    getAuthClubPremium: build.mutation<string, number>({
      query: (profileId) => ({
        request: { url: `/auth-club-premium/${profileId}`, responseType: 'text' },
        schema: partnerAddressReplySchema,
      }),
    }),
  }),
});

/**
 * GET /auth-club-premium/{id} (docs/spec/administration.md 7.5, text reply): DIGICLUB PREMIUM's
 * auto-login.
 */
export function getAuthClubPremium(dispatch: AppDispatch, profileId: number): Promise<string> {
  return unwrapAsApiError(
    dispatch(clubPremiumLoginApi.endpoints.getAuthClubPremium.initiate(profileId)),
  );
}
