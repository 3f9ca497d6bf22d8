import { requestJson } from '../../api/http';
import { tolerantList } from '../../api/tolerant-list';
import { conversationSummarySchema } from '../schemas';

export const getConversationsResponse = tolerantList(
  conversationSummarySchema,
  'GET /conversations/user/{profileId}',
);

/** conversationsByUser of the chat service (path designed: see docs/api.md). */
export function getConversations(profileId: number) {
  return requestJson('chat', { url: `/conversations/user/${profileId}` }, getConversationsResponse);
}
