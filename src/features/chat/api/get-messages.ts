import { original } from '@reduxjs/toolkit';
import type { z } from 'zod';
import { settle, type ApiQueryError, type ApiRequest } from '@/shared/api/api-slice';
import { readListInSlices } from '@/shared/api/tolerant-list';
import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import { catchUpSince, mergeMessages } from './merge-messages';
import { chatApi } from './chat-api';
import { withOwnSendId } from './own-sends';
import { chatMessageSchema, conversationDetailSchema, type ChatMessage } from './schemas';

const endpoint = 'GET /messages/conversation/{id}';

/** A conversation's detail, its messages read. */
export type ConversationMessages = {
  idConversation: number;
  authorCreationProfile?: number | undefined;
  messages: ChatMessage[];
};

type BaseQueryAnswer = { data?: unknown; error?: ApiQueryError };
type MessagesRequest = { conversationId: number; since?: string | undefined; catchUp: boolean };

/**
 * GET /messages/conversation/{id} through the base query (reads are tried again), the messages
 * then read in slices. A catch-up (after the subscription goes live) may pass `since`, the date of
 * the newest message held (designed, see docs/api.md), which in the demo the broker answers from
 * what it relayed.
 */
async function readConversationMessages(
  { conversationId, since, catchUp }: MessagesRequest,
  baseQuery: (args: ApiRequest) => BaseQueryAnswer | PromiseLike<BaseQueryAnswer>,
): Promise<{ data: ConversationMessages } | { error: ApiQueryError }> {
  const answer = await baseQuery({
    api: 'chat',
    request: {
      url: `/messages/conversation/${conversationId}`,
      // Silent: a catch-up fails quietly, and the history's failure is drawn by the panel's
      // error state once its attempts are over, not told at each attempt.
      silentError: true,
      ...(catchUp ? { params: since ? { since } : {} } : {}),
    },
    schema: conversationDetailSchema,
  });
  if (answer.error) return { error: answer.error };
  const detail = answer.data as z.infer<typeof conversationDetailSchema>;
  return settle(async () => ({
    idConversation: detail.idConversation ?? conversationId,
    authorCreationProfile: detail.authorCreationProfile,
    messages: await readListInSlices(detail.messages, chatMessageSchema, endpoint),
  }));
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
    /** What was sent while the subscription was not live, merged by getConversationMessages. */
    getMissedMessages: build.query<ConversationMessages, MessagesRequest>({
      queryFn: (request, _api, _extra, baseQuery) => readConversationMessages(request, baseQuery),
      keepUnusedDataFor: 0,
    }),
    getConversationMessages: build.query<ConversationMessages, number>({
      queryFn: (conversationId, _api, _extra, baseQuery) =>
        readConversationMessages({ conversationId, catchUp: false }, baseQuery),
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        conversationId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getCacheEntry, dispatch },
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
                dispatch(
                  messagesApi.endpoints.getMissedMessages.initiate(
                    { conversationId, since, catchUp: true },
                    { subscribe: false, forceRefetch: true },
                  ),
                )
                  .unwrap()
                  .then(
                    (missed) => add(missed.messages),
                    (error: unknown) => console.warn('Catch-up of missed messages failed', error),
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
