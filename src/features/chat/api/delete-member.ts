import { z } from 'zod';
import { chatApi } from './chat-api';

/** deleteMemberFromConversation(profile id, group id): removes a member, or lets one leave. */
const deleteMemberApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    deleteMemberFromConversation: build.mutation<
      unknown,
      { conversationId: number; profileId: number; leaving: boolean }
    >({
      query: ({ conversationId, profileId }) => ({
        api: 'chat',
        request: { method: 'DELETE', url: `/members/conversation/${conversationId}/${profileId}` },
        schema: z.unknown(),
      }),
      invalidatesTags: (_result, _error, { conversationId, leaving }) =>
        leaving ? ['Conversations'] : [{ type: 'ConversationMembers', id: conversationId }],
    }),
  }),
});

export const { useDeleteMemberFromConversationMutation } = deleteMemberApi;
