import { api } from '@/shared/api/api-slice';

/** The chat endpoints' tags, added to the one API without touching its shared list. */
export const chatApi = api.enhanceEndpoints({
  addTagTypes: ['Conversations', 'ConversationMembers'],
});
