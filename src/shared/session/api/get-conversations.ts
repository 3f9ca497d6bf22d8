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
    request: { url: `/conversations/user/${profileId}` },
    schema: getConversationsResponse,
  };
}
