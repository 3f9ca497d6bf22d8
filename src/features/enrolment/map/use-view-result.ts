import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import { ClubDataError, type ClusterClient } from './cluster-client';
import type { MapMarker, ViewQuery, ViewResult } from './cluster-protocol';
import { markMarkersDrawn } from './map-timings';
import { viewQueryKey } from './rules/view-query';

export type MarkerDrawer = (markers: readonly MapMarker[]) => void;

/** The latest answer and the question it answers (a newer one may be asked already). */
type ViewResultState = {
  result: ViewResult | undefined;
  answered: ViewQuery | undefined;
  failed: boolean;
};

/**
 * Asks the worker and keeps its latest answer; an answer to an older question is dropped.
 * `ask` lets a map move put its question before React renders anything; the answer's markers
 * are drawn at once, then the list renders as a transition: React draws it in slices a phone's
 * input can come between, where markers and list in one task took 200 ms at 4x CPU (issue 21).
 */
export function useViewResult(
  client: ClusterClient | undefined,
  query: ViewQuery,
  drawMarkersRef: RefObject<MarkerDrawer | null>,
  /** What the page showed before the app (first-map-view.ts), until the first answer. */
  initial?: ViewResult,
): ViewResultState & { ask: (query: ViewQuery) => void } {
  const [state, setState] = useState<ViewResultState>({
    result: initial,
    answered: undefined,
    failed: false,
  });
  const latest = useRef(0);
  const askedKey = useRef('');
  const drawnKey = useRef('');

  const ask = useCallback(
    (next: ViewQuery) => {
      if (!client) return;
      const key = viewQueryKey(next);
      if (key === askedKey.current) {
        // Already asked (a zoom foresaw this view): if its markers are drawn, they are on time.
        if (drawnKey.current === key) markMarkersDrawn();
        return;
      }
      askedKey.current = key;
      latest.current += 1;
      const ticket = latest.current;
      client
        .query(next)
        .then((result) => {
          if (ticket !== latest.current) return;
          drawnKey.current = key;
          drawMarkersRef.current?.(result.markers);
          startTransition(() => setState({ result, answered: next, failed: false }));
        })
        .catch((error: unknown) => {
          if (ticket === latest.current && error instanceof ClubDataError) {
            setState((previous) => ({ ...previous, failed: true }));
          }
        });
    },
    [client, drawMarkersRef],
  );

  // A new client (after 'Réessayer') has answered nothing yet.
  useLayoutEffect(() => {
    askedKey.current = '';
    drawnKey.current = '';
  }, [client]);

  useLayoutEffect(() => ask(query), [ask, query]);

  return { ...state, ask };
}
