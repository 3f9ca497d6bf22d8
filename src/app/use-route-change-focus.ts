import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * On each navigation the page scrolls to the top and the main region takes the focus, so that
 * keyboard and screen-reader users start at the new content. The page as first opened keeps the
 * browser's own start, so that the first Tab reaches 'Aller au contenu': the path is compared
 * with the last one seen rather than counting renders, which StrictMode's second effect run
 * (the demo's development build) counted as a navigation. A navigation made by a tab set
 * (`state: { keepFocus: true }`) leaves the focus on its tab, as the WAI-ARIA tabs pattern wants.
 */
export function useRouteChangeFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname, state } = useLocation();
  const keepFocus = (state as { keepFocus?: unknown } | null)?.keepFocus === true;
  const shownPath = useRef(pathname);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!keepFocus) main.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per path, with its own state
  }, [pathname, main]);
}
