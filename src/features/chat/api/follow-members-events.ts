import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import { membersChangedSchema, type MembersChanged } from './schemas';

type CacheLifecycle = { cacheDataLoaded: Promise<unknown>; cacheEntryRemoved: Promise<unknown> };

/**
 * The members-changed events (4.7; designed destination, docs/api.md) for one cache entry, from
 * its first data to its removal (RTK Query's onCacheEntryAdded).
 */
export async function followMembersEvents(
  { cacheDataLoaded, cacheEntryRemoved }: CacheLifecycle,
  onEvent: (event: MembersChanged) => void,
): Promise<void> {
  let unsubscribe = () => undefined as void;
  try {
    await cacheDataLoaded;
    const client = await loadRealtimeClient();
    unsubscribe = client.subscribe(realtimeDestinations.membersChanged, (body) => {
      const parsed = membersChangedSchema.safeParse(body);
      if (parsed.success) onEvent(parsed.data);
    });
  } catch {
    // No first data, or no live events: the lists refresh on demand.
  }
  await cacheEntryRemoved;
  unsubscribe();
}

/** Tells the conversation's other members that its members changed (after an add or a removal). */
export function announceMembersChanged(conversationId: number, affectedProfileId: number): void {
  // Best effort, as the members panel's REST answer stays the truth.
  void loadRealtimeClient().then(
    (client) =>
      client.publish(realtimeDestinations.membersChangedSend, {
        idConversation: conversationId,
        idProfile: affectedProfileId,
      }),
    () => undefined,
  );
}
