import { useEffect } from 'react';
import { retryWhenOnline } from '@/shared/lib/retry-when-online';
import { whenIdle } from '@/shared/lib/when-idle';
import { useAppDispatch } from '@/shared/store/store';

/**
 * Greetings and notifications follow the socket on every signed-in page, by the chat badge's
 * path: the subscriber code and the realtime client (stompjs, sockjs) are dynamic imports made
 * once the shell is idle, never part of the landing's or the map's chunks.
 */
export function useFollowLiveNotices(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const cancel = whenIdle(() => {
      void retryWhenOnline(() => import('./follow-live-notices')).then(
        ({ followLiveNotices }) => {
          if (!ended) stop = followLiveNotices(dispatch);
        },
        (error: unknown) => console.error('Live notices not started', error),
      );
    });
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, [dispatch]);
}
