/**
 * The three breakpoints of the portal (issue 23, docs/adr/0022-design-tokens.md), the same values
 * as src/shared/ui/tokens.css and .stylelintrc.json (tests/shared/ui/breakpoints.test.ts keeps
 * them equal): CSS writes them as literals in its media queries, TypeScript reads them here.
 */
export const breakpoints = { small: '40rem', medium: '75rem', large: '90rem' } as const;

/** Below the small breakpoint: a phone (one column, one chat panel, the calendar's day view). */
export const phoneQuery = `(width < ${breakpoints.small})`;

/** From the medium breakpoint: the desktop layouts (PASS's programme without its inner frame). */
export const desktopQuery = `(width >= ${breakpoints.medium})`;

/** The user asked the system for less motion. */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

// One list per query: a MediaQueryList follows its query, and matchMedia parses the query anew
// each time (a component reads it at every render). Kept per matchMedia, which tests replace.
const lists = new WeakMap<Window['matchMedia'], Map<string, MediaQueryList>>();

export function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  const match = window.matchMedia;
  const known = lists.get(match) ?? new Map<string, MediaQueryList>();
  lists.set(match, known);
  const list = known.get(query) ?? window.matchMedia(query);
  known.set(query, list);
  return list;
}

/**
 * Whether a media query matches now, for code that runs on an event (a map's animation). False
 * where there is no matchMedia (jsdom, the prerender).
 */
export function mediaQueryMatches(query: string): boolean {
  return mediaQueryList(query)?.matches ?? false;
}
