import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * On each navigation the page scrolls to the top and, after the first render, the main
 * region takes the focus so that keyboard and screen-reader users start at the new content.
 */
export function useRouteChangeFocus(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}
