import { requestJson } from '../../api/http';
import { tolerantList } from '../../api/tolerant-list';
import { conversationListItemSchema } from '../schemas';

export const getConversationsResponse = tolerantList(
  conversationListItemSchema,
  'GET /conversations/user/{profileId}',
);

/** conversationsByUser of the chat service (path designed: see docs/api.md). */
export function getConversations(profileId: number) {
  return requestJson('chat', { url: `/conversations/user/${profileId}` }, getConversationsResponse);
}
