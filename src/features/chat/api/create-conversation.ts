import { z } from 'zod';
import { conversationSummarySchema, type ConversationSummary } from '@/shared/session/schemas';
import { chatApi } from './chat-api';

const additionSchema = z.union([
  z.object({ userId: z.number().int() }),
  z.object({ memberId: z.number().int() }),
]);

/** Designed (the spec does not show it): the name, the creator and the selected additions. */
export const createConversationBodySchema = z.object({
  groupName: z.string().trim().min(1),
  authorCreationProfile: z.number().int(),
  additions: z.array(additionSchema).min(1),
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
