import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import {
  subscriptionMembershipSchema,
  type SubscriptionMembership,
} from '@/shared/session/schemas';

const endpoint = 'GET /public/subscription-membership/list/{id}';
const listSchema = tolerantList(subscriptionMembershipSchema, endpoint);

/** The subscriptions of each membership asked, by membership id. */
export type SubscriptionsByMembership = Record<number, SubscriptionMembership[]>;

const subscriptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /public/subscription-membership/list/{id} (docs/spec/members-area.md 7: 'member
     * subscription memberships per membership'), once per membership asked: one cache entry for the
     * list.
     */
    getSubscriptionMemberships: build.query<SubscriptionsByMembership, readonly number[]>({
      queryFn: async (membershipIds, _api, _extra, baseQuery) => {
        const found: SubscriptionsByMembership = {};
        for (const id of membershipIds) {
          const result = await baseQuery({
            request: { url: `/public/subscription-membership/list/${id}` },
            schema: listSchema,
          });
          if (result.error) return { error: result.error };
          found[id] = result.data as SubscriptionMembership[];
        }
        return { data: found };
      },
    }),
  }),
});

export const { useGetSubscriptionMembershipsQuery } = subscriptionsApi;
