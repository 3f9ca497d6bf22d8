import { z } from 'zod';
import { zCreateMessageData } from '@/shared/api/generated/chat/zod';
import { chatApi } from './chat-api';
import { messagesApi } from './get-messages';
import { mergeMessages } from './merge-messages';
import { chatMessageSchema, type ChatMessage } from './schemas';

/**
 * docs/openapi/chat-api.yaml createMessage(conversation id, profile id, message text), never an
 * empty text; createdAt and clientMessageId are designed.
 */
export const createMessageBodySchema = zCreateMessageData.shape.body.extend({
  message: z.string().min(1),
});
export type CreateMessageBody = z.infer<typeof createMessageBodySchema>;

/**
 * docs/openapi/chat-api.yaml createMessage: the saved Message; any other success (a 204, an empty
 * 200, a body that is not a Message) is read as null: the message is saved, and the conversation
 * is read again to show it (docs/adr/0008-tolerant-reader.md).
 */
const createdMessageSchema = z.union([chatMessageSchema, z.unknown().transform(() => null)]);

const createMessageApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    createMessage: build.mutation<ChatMessage | null, CreateMessageBody>({
      query: (body) => ({
        api: 'chat',
        request: { method: 'POST', url: '/messages', data: body },
        schema: createdMessageSchema,
      }),
      // The saved copy joins the open conversation: a message sent while the socket is down
      // still appears; when the topic brought it first, the merge drops this copy. The spec's
      // Message has no clientMessageId: the saved copy answers this send, so it takes the send's.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        try {
          const { data: answer } = await queryFulfilled;
          if (!answer) {
            void dispatch(
              messagesApi.endpoints.getConversationMessages.initiate(body.idConversation, {
                subscribe: false,
                forceRefetch: true,
              }),
            );
            return;
          }
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
