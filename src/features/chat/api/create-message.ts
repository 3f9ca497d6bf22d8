import { z } from 'zod';
import { chatApi } from './chat-api';
import { chatMessageSchema, type ChatMessage } from './schemas';

/** createMessage(conversation id, profile id, message text); createdAt and clientMessageId designed. */
export const createMessageBodySchema = z.object({
  idConversation: z.number().int(),
  idProfile: z.number().int(),
  message: z.string().min(1),
  createdAt: z.string().optional(),
  clientMessageId: z.string().optional(),
});
export type CreateMessageBody = z.infer<typeof createMessageBodySchema>;

const createMessageApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    createMessage: build.mutation<ChatMessage, CreateMessageBody>({
      query: (body) => ({
        api: 'chat',
        request: { method: 'POST', url: '/messages', data: body },
        schema: chatMessageSchema,
      }),
    }),
  }),
});

export const { useCreateMessageMutation } = createMessageApi;
