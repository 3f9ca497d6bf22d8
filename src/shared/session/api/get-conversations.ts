import type { ApiRequest } from '../../api/api-slice';
import { tolerantList } from '../../api/tolerant-list';
import { conversationListItemSchema } from '../schemas';

export const getConversationsResponse = tolerantList(
  conversationListItemSchema,
  'GET /conversations/user/{profileId}',
);

/**
 * conversationsByUser of the chat service (path designed: see docs/api.md), as the current
 * profile's query joins it (the chat's live list is its own endpoint, features/chat/api).
 */
export function conversationsRequest(profileId: number): ApiRequest {
  return {
    api: 'chat',
    // Silent: messaging being down must not notify a member on each page; the chat page shows its
    // own error, and the current profile counts it as no conversation.
    request: { url: `/conversations/user/${profileId}`, silentError: true },
    schema: getConversationsResponse,
  };
}
