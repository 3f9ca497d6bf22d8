import { useCallback, useEffect, useRef } from 'react';
import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import { useAppDispatch } from '@/shared/store/store';
import { chatApi } from '../api/chat-api';
import { membersChangedSchema, type MembersChanged } from '../api/schemas';

/**
 * 4.7: an event carrying the current profile id (removed, or leaving) reloads the list and closes
 * the panel when it concerns the open conversation; any other event reloads the members of the open conversation. Returns what tells
 * the others that members changed (designed destination, docs/api.md).
 */
export function useMembersEvents(
  profileId: number,
  openConversationId: number | undefined,
  onRemovedSelf: () => void,
) {
  const dispatch = useAppDispatch();
  const latest = useRef({ openConversationId, onRemovedSelf });
  useEffect(() => {
    latest.current = { openConversationId, onRemovedSelf };
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onEvent = (event: MembersChanged) => {
      const open = latest.current.openConversationId;
      if (event.idProfile === profileId) {
        dispatch(chatApi.util.invalidateTags(['Conversations']));
        // Leaving another conversation (in another tab) keeps the one on screen open.
        if (event.idConversation === open) latest.current.onRemovedSelf();
        return;
      }
      if (open !== undefined) {
        dispatch(chatApi.util.invalidateTags([{ type: 'ConversationMembers', id: open }]));
      }
    };
    loadRealtimeClient().then(
      (client) => {
        if (cancelled) return;
        stop = client.subscribe(realtimeDestinations.membersChanged, (body) => {
          const parsed = membersChangedSchema.safeParse(body);
          if (parsed.success) onEvent(parsed.data);
        });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [dispatch, profileId]);

  return useCallback((affectedProfileId: number) => {
    const conversationId = latest.current.openConversationId;
    if (conversationId === undefined) return;
    void loadRealtimeClient().then((client) =>
      client.publish(realtimeDestinations.membersChangedSend, {
        idConversation: conversationId,
        idProfile: affectedProfileId,
      }),
    );
  }, []);
}
