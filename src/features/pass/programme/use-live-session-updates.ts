import { useEffect } from 'react';
import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import { useAppDispatch } from '@/shared/store/store';
import { passApi } from '../api/pass-api';
import { applySessionUpdate } from '../api/session-cache';
import { sessionUpdatedEventSchema } from '../api/session-updated-event';

/**
 * The live 'sessionUpdated' event (members-area.md 2) while a PASS page is open: a session's new
 * address reaches every cached programme month and session at once. After a reconnection the
 * loaded months are fetched again, for what changed while the socket was down. stompjs and
 * sockjs-client load with this first subscription, so only PASS and chat routes download them.
 */
export function useLiveSessionUpdates(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadRealtimeClient().then(
      (client) => {
        if (cancelled) return;
        stop = client.subscribe(
          realtimeDestinations.passSessions,
          (body) => {
            // Every answer crosses a schema: anything else on the topic is ignored.
            const event = sessionUpdatedEventSchema.safeParse(body);
            if (!event.success) return;
            const { sessionId, adresse, codePostal, ville, commentaire } = event.data;
            dispatch(
              applySessionUpdate({ sessionId, adresse, codePostal, ville, commentaire }) as never,
            );
          },
          {
            onReconnected: () =>
              dispatch(passApi.util.invalidateTags([{ type: 'PassSessions', id: 'MONTHS' }])),
          },
        );
      },
      () => undefined, // no live updates: the programme still refreshes on demand
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled, dispatch]);
}
