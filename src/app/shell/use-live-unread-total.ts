import { useEffect } from 'react';
import { loadUnreadTotalFollower } from '@/features/chat';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { retryWhenOnline } from '@/shared/lib/retry-when-online';
import { whenIdle } from '@/shared/lib/when-idle';
import { useAppDispatch } from '@/shared/store/store';

/**
 * The chat badge and 'Ma communauté' follow the unread total live on every signed-in page of a
 * profile that uses the community. The chat code and the realtime client are dynamic imports,
 * loaded once the shell is up: never part of the landing's or the map's chunks.
 */
export function useLiveUnreadTotal(profile: Pick<CurrentProfile, 'id' | 'usesCommunity'>): void {
  const dispatch = useAppDispatch();
  const { id, usesCommunity } = profile;
  useEffect(() => {
    if (!usesCommunity) return;
    let stop: (() => void) | undefined;
    let ended = false;
    const cancel = whenIdle(() => {
      void retryWhenOnline(loadUnreadTotalFollower).then(
        ({ followUnreadTotal }) => {
          if (!ended) stop = followUnreadTotal(dispatch, id);
        },
        (error: unknown) => console.error('Live unread total not started', error),
      );
    });
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, [dispatch, id, usesCommunity]);
}
