import type { ViewQuery } from '../cluster-protocol';
import type { ClubFilter } from './club-filter';
import { listScopeOf, type ClubGroup, type MapViewport } from './map-view';

export type ViewQueryInputs = {
  filter: ClubFilter;
  mapShown: boolean;
  view: MapViewport | null;
  group: ClubGroup | null;
  page: number;
  /** The selected club whose page the list follows, if any. */
  focusId: number | null;
};

/**
 * One question for the worker: the markers of the map's padded view and the list page, with
 * the same filter, so that the map and the list never disagree.
 */
export function composeViewQuery({
  filter,
  mapShown,
  view,
  group,
  page,
  focusId,
}: ViewQueryInputs): ViewQuery {
  return {
    filter,
    map: mapShown && view ? { bbox: view.paddedBbox, zoom: view.zoom } : null,
    list: { scope: listScopeOf(mapShown, view?.bbox ?? null, group), page, focusId },
  };
}

/** Same question, same key: a question already asked is not asked again. */
export function viewQueryKey(query: ViewQuery): string {
  return JSON.stringify(query);
}
