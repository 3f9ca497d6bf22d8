import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
}

/**
 * Whether a media query matches now, for code that runs on an event (a map's animation). False
 * where there is no matchMedia (jsdom, the prerender).
 */
export function mediaQueryMatches(query: string): boolean {
  return mediaQueryList(query)?.matches ?? false;
}

/**
 * Whether a media query matches, following its changes (a rotated phone, a resized window, a
 * changed system setting). Write breakpoints with src/shared/ui/breakpoints.ts.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => undefined;
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryMatches(query),
    () => false,
  );
}
