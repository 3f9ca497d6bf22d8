import { conversationsRequest } from '@/shared/session/api/get-conversations';
import { unreadTotal } from '@/shared/session/rules/profile-loading';
import type { ConversationSummary } from '@/shared/session/schemas';
import { unreadMessagesCounted } from '@/shared/session/api/get-current-profile';
import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import { withIncomingMessage } from '../rules/conversation-list';
import { getOpenConversation } from '../rules/open-conversation';
import { chatApi } from './chat-api';
import { followMembersEvents } from './follow-members-events';
import { chatMessageSchema } from './schemas';

/**
 * conversationsByUser, kept live: a relayed message updates its conversation's last message,
 * date and unread count, and the header's total follows.
 */
const conversationsApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<ConversationSummary[], number>({
      query: (profileId) => {
        const { request, ...rest } = conversationsRequest(profileId);
        // In the background: the header's live count must not fade an open dialog.
        return { ...rest, request: { ...request, background: true } };
      },
      providesTags: ['Conversations'],
      async onQueryStarted(profileId, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(unreadMessagesCounted({ profileId, total: unreadTotal(data) }));
        } catch {
          // The list shows its own error.
        }
      },
      async onCacheEntryAdded(profileId, lifecycle) {
        const { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getCacheEntry, dispatch } =
          lifecycle;
        // This profile removed from a conversation, or leaving it in another tab: the list is
        // read again, and the page closes a conversation that left it (4.7).
        void followMembersEvents(lifecycle, (event) => {
          if (event.idProfile === profileId)
            dispatch(chatApi.util.invalidateTags(['Conversations']));
        });
        let unsubscribe = () => undefined as void;
        try {
          await cacheDataLoaded;
          const client = await loadRealtimeClient();
          unsubscribe = client.subscribe(realtimeDestinations.privateMessages, (body) => {
            const parsed = chatMessageSchema.safeParse(body);
            if (!parsed.success) return;
            const reader = { profileId, openConversationId: getOpenConversation() };
            updateCachedData((draft) => withIncomingMessage(draft, parsed.data, reader));
            const total = unreadTotal(getCacheEntry().data ?? []);
            dispatch(unreadMessagesCounted({ profileId, total }));
          });
        } catch {
          // No list, nothing to keep live.
        }
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
  }),
});

export const { useGetConversationsQuery } = conversationsApi;
export const conversationsEndpoint = conversationsApi.endpoints.getConversations;
export { conversationsApi };
