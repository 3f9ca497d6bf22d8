import { z } from 'zod';
import { requestJson } from '../../api/http';
import { conversationSummarySchema } from '../schemas';

export const getConversationsResponse = z.array(conversationSummarySchema);

/** conversationsByUser of the chat service (path designed: see docs/api.md). */
export function getConversations(profileId: number) {
  return requestJson('chat', { url: `/conversations/user/${profileId}` }, getConversationsResponse);
}
