import type { FederalActivityItem } from '../api/federal-activity';
import type { ClubFilter } from './rules/club-filter';
import type { Bbox, ClubGroup, ListScope } from './rules/map-view';
import type { Town } from './rules/town-search';

/** What the list, the markers and the club panel show of a club. */
export type ListClub = {
  id: number;
  title: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  lat: number;
  lng: number;
  /** From the searched town's centre, when the search names a town (rules/town-search.ts). */
  distanceKm?: number;
};

export type MapMarker =
  | { kind: 'club'; key: string; club: ListClub }
  | ({
      kind: 'cluster';
      key: string;
      lat: number;
      lng: number;
      /** The zoom at which the group splits. */
      expansionZoom: number;
    } & ClubGroup);

/** One question from the page: the markers of a view and one page of the list, same filter. */
export type ViewQuery = {
  filter: ClubFilter;
  /** The map's view, padded a little so a short pan shows markers at once; null without map. */
  map: { bbox: Bbox; zoom: number } | null;
  list: { scope: ListScope; page: number; focusId: number | null };
};

export type ViewResult = {
  filteredCount: number;
  markers: MapMarker[];
  list: { total: number; page: number; items: ListClub[] };
};

/** The calls whose lists the worker reads, as the tolerant reader reports them. */
export const listEndpoints = {
  clubs: 'GET /public/{product}',
  federalActivities: 'GET /public/activities/federal',
} as const;

/** What the worker kept of the clubs: `dropped` malformed ones were left out. */
export type ClubsLoaded = {
  count: number;
  dropped: number;
  ageRangesKnown: boolean;
  /** Every id the clubs' spec-named federalActivities hold: the activity filter's fallback. */
  federalActivityIds: number[];
};

/** Raw bytes of an answer, validated in the worker (text where no bytes are at hand). */
export type RawAnswer = ArrayBuffer | string;

export type ToWorker =
  | { type: 'load'; payload: RawAnswer; productSlug: string }
  | { type: 'query'; requestId: number; query: ViewQuery }
  | { type: 'activities'; requestId: number; payload: RawAnswer; productSlug: string }
  | { type: 'town'; requestId: number; payload: RawAnswer };

export type FromWorker =
  | ({ type: 'loaded' } & ClubsLoaded)
  | { type: 'load-failed' }
  | { type: 'result'; requestId: number; result: ViewResult }
  | { type: 'activities'; requestId: number; activities: FederalActivityItem[]; dropped: number }
  | { type: 'town'; requestId: number; town: Town | null }
  | { type: 'request-failed'; requestId: number };
