import { z } from 'zod';
import { chatApi } from './chat-api';
import { messagesApi } from './get-messages';
import { mergeMessages } from './merge-messages';
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
      // The saved copy joins the open conversation: a message sent while the socket is down
      // still appears; when the topic brought it first, the merge drops this copy. The spec's
      // Message has no clientMessageId: the saved copy answers this send, so it takes the send's.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        try {
          const { data: answer } = await queryFulfilled;
          const data: ChatMessage = {
            ...answer,
            clientMessageId: answer.clientMessageId ?? body.clientMessageId,
          };
          dispatch(
            messagesApi.util.updateQueryData(
              'getConversationMessages',
              body.idConversation,
              (draft) => {
                const merged = mergeMessages(draft.messages, [data]);
                if (merged !== draft.messages) draft.messages = merged as ChatMessage[];
              },
            ),
          );
        } catch {
          // The error notification already told the member.
        }
      },
    }),
  }),
});

export const { useCreateMessageMutation } = createMessageApi;
