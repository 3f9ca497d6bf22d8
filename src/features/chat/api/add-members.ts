import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { chatApi } from './chat-api';
import { conversationMemberSchema, type ConversationMember } from './schemas';

/** Designed (the spec does not show it): who adds, and the selected additions. */
export const addMembersBodySchema = z.object({
  idProfile: z.number().int(),
  additions: z
    .array(
      z.union([z.object({ userId: z.number().int() }), z.object({ memberId: z.number().int() })]),
    )
    .min(1),
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
