import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * On each navigation the page scrolls to the top and, after the first render, the main
 * region takes the focus so that keyboard and screen-reader users start at the new content.
 * A navigation made by a tab set (`state: { keepFocus: true }`) leaves the focus on its tab, as
 * the WAI-ARIA tabs pattern wants.
 */
export function useRouteChangeFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname, state } = useLocation();
  const keepFocus = (state as { keepFocus?: unknown } | null)?.keepFocus === true;
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    if (!keepFocus) main.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per path, with its own state
  }, [pathname, main]);
}
