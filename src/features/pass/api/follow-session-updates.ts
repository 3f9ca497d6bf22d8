import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import type { SessionAddress } from './pass-session';
import { addressChanges, sessionUpdatedEventSchema } from './session-updated-event';

type CacheLifecycle = { cacheDataLoaded: Promise<unknown>; cacheEntryRemoved: Promise<unknown> };

/**
 * The live 'sessionUpdated' event (docs/spec/members-area.md 2) for one cached programme month or session,
 * from its first data to its removal (RTK Query's onCacheEntryAdded): `apply` changes that entry's
 * session in place. stompjs and sockjs-client load with this first subscription, so only the
 * PASS and chat routes download them. `onReconnected` fetches what changed while the socket was
 * down.
 */
export async function followSessionUpdates(
  { cacheDataLoaded, cacheEntryRemoved }: CacheLifecycle,
  apply: (sessionId: number, changes: Partial<SessionAddress>) => void,
  onReconnected?: () => void,
): Promise<void> {
  let unsubscribe = () => undefined as void;
  try {
    await cacheDataLoaded;
    const client = await loadRealtimeClient();
    unsubscribe = client.subscribe(
      realtimeDestinations.passSessions,
      (body) => {
        // Every answer crosses a schema: anything else on the topic is ignored.
        const event = sessionUpdatedEventSchema.safeParse(body);
        if (event.success) apply(event.data.sessionId, addressChanges(event.data));
      },
      onReconnected ? { onReconnected } : {},
    );
  } catch {
    // No first data, or no live updates: the programme still refreshes on demand.
  }
  await cacheEntryRemoved;
  unsubscribe();
}
