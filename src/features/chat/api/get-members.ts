import { tolerantList } from '@/shared/api/tolerant-list';
import { chatApi } from './chat-api';
import { followMembersEvents } from './follow-members-events';
import { conversationMemberSchema, type ConversationMember } from './schemas';

/** membersByConversation (path designed: see docs/api.md). */
const membersApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    getConversationMembers: build.query<ConversationMember[], number>({
      query: (conversationId) => ({
        api: 'chat',
        // A member event refetches it while a dialog may be open; the panel has its own spinner.
        request: { url: `/members/conversation/${conversationId}`, background: true },
        schema: tolerantList(conversationMemberSchema, 'GET /members/conversation/{id}'),
      }),
      providesTags: (_result, _error, conversationId) => [
        { type: 'ConversationMembers', id: conversationId },
      ],
      // Someone joined or left this conversation: its members are read again (4.7).
      onCacheEntryAdded: (conversationId, lifecycle) =>
        followMembersEvents(lifecycle, (event) => {
          if (event.idConversation !== conversationId) return;
          lifecycle.dispatch(
            chatApi.util.invalidateTags([{ type: 'ConversationMembers', id: conversationId }]),
          );
        }),
    }),
  }),
});

export const { useGetConversationMembersQuery } = membersApi;
