import { api, type ApiQueryError } from '../../api/api-slice';
import type { AppDispatch } from '../../store/store';
import { currentProfileOf, type CurrentProfile } from '../rules/current-profile';
import type { ApiProfile, ConversationSummary, Order } from '../schemas';
import { activeOrdersRequest } from './get-active-orders';
import { conversationsRequest } from './get-conversations';
import { profileRequest } from './get-profile';
import { seasonsEndpoint } from './get-seasons';
import { sessionCacheSeconds } from './session-cache';

export const currentProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The current profile, a cached query joining the calls of profile loading
     * (docs/spec/administration.md 4.1): the profile, then its active orders and its conversations,
     * joined with the seasons (docs/adr/0018-one-data-path.md). Messaging being down must not
     * keep a member out: its failure counts as no conversation. An order, a payment, a presign
     * or a cancel invalidates 'Profile' and 'Orders', and this query refetches by itself.
     */
    getCurrentProfile: build.query<CurrentProfile, number>({
      async queryFn(profileId, { dispatch }, _extra, baseQuery) {
        const profile = await baseQuery(profileRequest(profileId));
        if (profile.error) return { error: profile.error as ApiQueryError };
        const [seasons, orders, conversations] = await Promise.all([
          dispatch(seasonsEndpoint.initiate(undefined, { subscribe: false })),
          baseQuery(activeOrdersRequest(profileId)),
          baseQuery(conversationsRequest(profileId)),
        ]);
        if (orders.error) return { error: orders.error as ApiQueryError };
        return {
          data: currentProfileOf(
            profile.data as ApiProfile,
            seasons.data ?? [],
            orders.data as Order[],
            (conversations.data as ConversationSummary[] | undefined) ?? [],
            new Date(),
          ),
        };
      },
      providesTags: (_result, _error, profileId) => [
        { type: 'Profile', id: profileId },
        'Profile',
        'Orders',
      ],
      keepUnusedDataFor: sessionCacheSeconds,
    }),
  }),
});

export const { useGetCurrentProfileQuery } = currentProfileApi;
export const currentProfileEndpoint = currentProfileApi.endpoints.getCurrentProfile;

/** Loads the profile again now (after a change the screen awaits), whatever its cache says. */
export function reloadCurrentProfile(dispatch: AppDispatch, profileId: number) {
  return dispatch(
    currentProfileEndpoint.initiate(profileId, { forceRefetch: true, subscribe: false }),
  ).unwrap();
}

/**
 * The chat's live list counted the unread messages again: the cached current profile takes the
 * count, and the header's badges follow.
 */
export function unreadMessagesCounted({ profileId, total }: { profileId: number; total: number }) {
  // updateQueryData's thunk is typed for the API's own state; the store's dispatch runs it.
  return currentProfileApi.util.updateQueryData('getCurrentProfile', profileId, (draft) => {
    draft.unreadMessages = total;
    draft.hasActiveConversations ||= total > 0;
  });
}
