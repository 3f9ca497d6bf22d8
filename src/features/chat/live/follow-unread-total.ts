import type { AppDispatch } from '@/shared/store/store';
import { conversationsEndpoint } from '../api/get-conversations';

/**
 * The header's unread total, live on every signed-in page: the shell keeps the conversation
 * list subscribed, and that list's cache entry listens to the socket and counts again
 * (get-conversations.ts), as on the chat page, with which it shares the entry.
 */
export function followUnreadTotal(dispatch: AppDispatch, profileId: number): () => void {
  const subscription = dispatch(conversationsEndpoint.initiate(profileId));
  return () => subscription.unsubscribe();
}
