import { api } from '@/shared/api/api-slice';
import { premiumLinkSchema, type PremiumLink } from './premium-link';

const premiumClientApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /premium-client/{id} (docs/spec/enrolment.md 7): the pack for a signed-in profile;
     * answers the link.
     */
    postPremiumClient: build.mutation<PremiumLink, number>({
      query: (profileId) => ({
        request: { method: 'POST', url: `/premium-client/${profileId}` },
        schema: premiumLinkSchema,
      }),
    }),
  }),
});

export const { usePostPremiumClientMutation } = premiumClientApi;
