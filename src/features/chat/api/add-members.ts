import type { z } from 'zod';
import { zAddMembersToConversationData } from '@/shared/api/generated/chat/zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { chatApi } from './chat-api';
import { conversationMemberSchema, type ConversationMember } from './schemas';

/**
 * docs/openapi/chat-api.yaml addMembersToConversation's body (designed: the spec does not show
 * it): who adds, and at least one selected addition.
 */
export const addMembersBodySchema = zAddMembersToConversationData.shape.body.extend({
  additions: zAddMembersToConversationData.shape.body.shape.additions.min(1),
});
export type AddMembersBody = z.infer<typeof addMembersBodySchema>;

const addMembersApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    addConversationMembers: build.mutation<
      ConversationMember[],
      { conversationId: number } & AddMembersBody
    >({
      query: ({ conversationId, ...body }) => ({
        api: 'chat',
        request: { method: 'POST', url: `/members/conversation/${conversationId}`, data: body },
        schema: tolerantList(conversationMemberSchema, 'POST /members/conversation/{id}'),
      }),
      invalidatesTags: (_result, _error, { conversationId }) => [
        { type: 'ConversationMembers', id: conversationId },
      ],
    }),
  }),
});

export const { useAddConversationMembersMutation } = addMembersApi;
