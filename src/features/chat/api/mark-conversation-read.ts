import { z } from 'zod';
import { unreadMessagesCounted } from '@/shared/session/api/get-current-profile';
import { unreadTotal } from '@/shared/session/rules/profile-loading';
import { withConversationRead } from '../rules/conversation-list';
import { chatApi } from './chat-api';
import { conversationsApi } from './get-conversations';

/**
 * Designed: 'selecting a conversation resets the unread count to 0' is saved, so that a reload
 * keeps it. The list's cache and the header's badges follow at once, as the call starts.
 */
const markReadApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    markConversationRead: build.mutation<unknown, { conversationId: number; profileId: number }>({
      query: ({ conversationId, profileId }) => ({
        api: 'chat',
        request: { method: 'PUT', url: `/conversations/${conversationId}/read/${profileId}` },
        schema: z.unknown(),
      }),
      onQueryStarted({ conversationId, profileId }, { dispatch }) {
        let total = 0;
        dispatch(
          conversationsApi.util.updateQueryData('getConversations', profileId, (draft) => {
            const read = withConversationRead(draft, conversationId);
            // Counted here: the draft's items are gone once the patch is applied.
            total = unreadTotal(read);
            return read;
          }),
        );
        dispatch(unreadMessagesCounted({ profileId, total }));
      },
    }),
  }),
});

export const { useMarkConversationReadMutation } = markReadApi;
