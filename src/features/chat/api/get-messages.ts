import { original } from '@reduxjs/toolkit';
import { z } from 'zod';
import { settle, withReadRetry } from '@/shared/api/api-slice';
import { readListInSlices, tolerantList } from '@/shared/api/tolerant-list';
import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import { catchUpSince, mergeMessages } from './merge-messages';
import { chatApi } from './chat-api';
import { withOwnSendId } from './own-sends';
import { chatMessageSchema, type ChatMessage } from './schemas';

const endpoint = 'GET /messages/conversation/{id}';

export const conversationMessagesSchema = z.object({
  idConversation: z.number().int(),
  authorCreationProfile: z.number().int(),
  messages: tolerantList(chatMessageSchema, endpoint),
});
export type ConversationMessages = z.infer<typeof conversationMessagesSchema>;

/** The envelope, its messages left for readListInSlices (2,000 of them in one task was too long). */
const conversationEnvelopeSchema = conversationMessagesSchema.extend({
  messages: z.array(z.unknown()),
});

/**
 * GET /messages/conversation/{id}, the messages read in slices. A catch-up (after a
 * reconnection, silent) may pass `since`, the date of the newest message held (designed, see
 * docs/api.md), which in the demo the broker answers from what it relayed.
 */
export async function fetchConversationMessages(
  conversationId: number,
  catchUp?: { since: string | undefined },
): Promise<ConversationMessages> {
  const { requestJson } = await import('@/shared/api/http');
  const answer = await requestJson(
    'chat',
    {
      url: `/messages/conversation/${conversationId}`,
      // Silent: a catch-up fails quietly, and the history's failure is drawn by the panel's
      // error state once its attempts are over (withReadRetry), not told at each attempt.
      silentError: true,
      ...(catchUp ? { params: catchUp.since ? { since: catchUp.since } : {} } : {}),
    },
    conversationEnvelopeSchema,
  );
  const messages = await readListInSlices(answer.messages, chatMessageSchema, endpoint);
  return { ...answer, messages };
}

/** What was sent while the socket was away. */
export async function getMissedMessages(
  conversationId: number,
  since: string | undefined,
): Promise<ChatMessage[]> {
  return (await fetchConversationMessages(conversationId, { since })).messages;
}

/**
 * A socket's body, when it is a message of this conversation; the copy of this page's own send
 * takes that send's clientMessageId (own-sends.ts), so it shows once beside the saved copy.
 */
function messageOf(body: unknown, conversationId: number): ChatMessage | undefined {
  const parsed = chatMessageSchema.safeParse(body);
  return parsed.success && parsed.data.idConversation === conversationId
    ? withOwnSendId(parsed.data)
    : undefined;
}

/** messagesByConversation, kept live by the socket (RTK Query streaming updates). */
const messagesApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    getConversationMessages: build.query<ConversationMessages, number>({
      queryFn: (conversationId, queryApi) =>
        settle(() => withReadRetry(() => fetchConversationMessages(conversationId), queryApi)),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        conversationId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getCacheEntry },
      ) {
        const add = (incoming: readonly ChatMessage[]) =>
          updateCachedData((draft) => {
            const held = original(draft.messages) ?? draft.messages;
            const merged = mergeMessages(held, incoming);
            if (merged !== held) draft.messages = merged as ChatMessage[];
          });
        let unsubscribe = () => undefined as void;
        try {
          await cacheDataLoaded;
          const client = await loadRealtimeClient();
          unsubscribe = client.subscribe(
            realtimeDestinations.privateMessages,
            (body) => {
              const message = messageOf(body, conversationId);
              if (message) add([message]);
            },
            {
              // Also the first time: a message posted between the history's answer and the
              // subscription going live would otherwise be missed until the next reconnection.
              onLive: () => {
                const since = catchUpSince(getCacheEntry().data?.messages ?? []);
                getMissedMessages(conversationId, since).then(add, (error: unknown) =>
                  console.warn('Catch-up of missed messages failed', error),
                );
              },
            },
          );
        } catch {
          // The first load failed or the entry went away first: nothing to keep live.
        }
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
  }),
});

export const { useGetConversationMessagesQuery } = messagesApi;
export const conversationMessagesEndpoint = messagesApi.endpoints.getConversationMessages;
export { messagesApi };
