import { useSyncExternalStore } from 'react';

/**
 * The three breakpoints of the portal (issue 23), the same values as the comment at the top of
 * src/app/styles/global.css: CSS writes them in its media queries, scripts read them here.
 */
export const breakpoints = { small: '40rem', medium: '75rem', large: '90rem' } as const;

/** Below the small breakpoint: a phone. */
export const phoneQuery = `(width < ${breakpoints.small})`;

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether a media query matches now, following its changes (a rotated phone, a resized window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}
