import { useCallback, useSyncExternalStore } from 'react';
import { mediaQueryList, mediaQueryMatches } from './breakpoints';

// Written beside the breakpoints: code outside React (the map) reads it without this hook's module.
export { mediaQueryMatches };

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
