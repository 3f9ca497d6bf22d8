import { z } from 'zod';
import { zCreateConversationData } from '@/shared/api/generated/chat/zod';
import { conversationSummarySchema, type ConversationSummary } from '@/shared/session/schemas';
import { chatApi } from './chat-api';

/**
 * docs/openapi/chat-api.yaml createConversation's body (designed: the spec does not show it): the
 * name, which may not be blank, the creator and the selected additions.
 */
export const createConversationBodySchema = zCreateConversationData.shape.body.extend({
  groupName: z.string().trim().min(1),
});
export type CreateConversationBody = z.infer<typeof createConversationBodySchema>;

const createConversationApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    createConversation: build.mutation<ConversationSummary, CreateConversationBody>({
      query: (body) => ({
        api: 'chat',
        request: { method: 'POST', url: '/conversations', data: body },
        schema: conversationSummarySchema,
      }),
      invalidatesTags: ['Conversations'],
    }),
  }),
});

export const { useCreateConversationMutation } = createConversationApi;
