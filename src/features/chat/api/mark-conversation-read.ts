import { z } from 'zod';
import { chatApi } from './chat-api';

/**
 * Designed: 'selecting a conversation resets the unread count to 0' is saved, so that a reload
 * keeps it. The list's cache is updated at once by the caller.
 */
const markReadApi = chatApi.injectEndpoints({
  endpoints: (build) => ({
    markConversationRead: build.mutation<unknown, { conversationId: number; profileId: number }>({
      query: ({ conversationId, profileId }) => ({
        api: 'chat',
        request: { method: 'PUT', url: `/conversations/${conversationId}/read/${profileId}` },
        schema: z.unknown(),
      }),
    }),
  }),
});

export const { useMarkConversationReadMutation } = markReadApi;
