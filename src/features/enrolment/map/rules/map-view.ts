/**
 * How the map frames France and the clubs (docs/spec/enrolment.md section 2, 'Map and lists'), and
 * how the map and the list follow each other. See docs/adr/0006-map-zoom-and-clustering.md.
 */

export const franceCenter: [number, number] = [46.6, 2.4];

export const mapZoom = {
  initial: 5,
  min: 1,
  /** Highest zoom while browsing. */
  browsingMax: 11,
  /** A selected club is shown closer than browsing allows. */
  selected: 13,
  /** 'Me localiser' shows the surroundings, not the street. */
  located: 10,
} as const;

/** Geolocation gives up after 5 s and does not ask for high accuracy. */
export const geolocationOptions: PositionOptions = {
  timeout: 5000,
  enableHighAccuracy: false,
  maximumAge: 60_000,
};

/** The cap of marker elements in the page, whatever the screen size and the data. */
export const maxMarkers = 500;

/** Selecting a club lifts the zoom limit to 13 for that view; clearing it restores 11. */
export function maxZoomFor(selectedClubId: number | null): number {
  return selectedClubId === null ? mapZoom.browsingMax : mapZoom.selected;
}

/** [west, south, east, north] in degrees, as supercluster reads it. */
export type Bbox = [number, number, number, number];

/** What the map shows: its bounds, the same padded a little (markers just off-screen), zoom. */
export type MapViewport = { bbox: Bbox; paddedBbox: Bbox; zoom: number };

/** Leaflet's bounds may run past the antimeridian or the poles when zoomed out: clamp them. */
export function clampBbox([west, south, east, north]: Bbox): Bbox {
  const wholeWorld = east - west >= 360;
  return [
    wholeWorld ? -180 : Math.max(-180, west),
    Math.max(-85.06, south),
    wholeWorld ? 180 : Math.min(180, east),
    Math.min(85.06, north),
  ];
}

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * The viewport the worker is asked about: the visible bounds for the list, the same padded by
 * 15 % on each side for the markers (a short pan finds them in place), rounded to 1e-6 degree so
 * that a view foreseen at the start of a zoom and the one reached at its end ask the same.
 */
export function viewportOf(
  [west, south, east, north]: Bbox,
  zoom: number,
  padding = 0.15,
): MapViewport {
  const padLat = (north - south) * padding;
  const padLng = (east - west) * padding;
  const rounded = (bbox: Bbox) => clampBbox(bbox).map(round6) as Bbox;
  return {
    bbox: rounded([west, south, east, north]),
    paddedBbox: rounded([west - padLng, south - padLat, east + padLng, north + padLat]),
    zoom,
  };
}

/**
 * Clusters for a view, never more than `limit`: when the view would hold more markers (a large
 * screen over a dense region), it clusters as at a lower zoom until it fits.
 */
export function clustersWithinLimit<F>(
  clustersAt: (zoom: number) => F[],
  zoom: number,
  limit: number = maxMarkers,
): { features: F[]; clusteredAt: number } {
  let level = Math.max(0, Math.floor(zoom));
  let features = clustersAt(level);
  while (features.length > limit && level > 0) {
    level -= 1;
    features = clustersAt(level);
  }
  return { features: features.slice(0, limit), clusteredAt: level };
}

/**
 * The zoom a cluster click leads to: where the group splits (at least one level closer), or null
 * when that is past the current limit: the group's clubs are then listed instead.
 */
export function clusterClickZoom(
  expansionZoom: number,
  currentZoom: number,
  currentMaxZoom: number,
): number | null {
  const target = Math.max(expansionZoom, Math.floor(currentZoom) + 1);
  return target <= currentMaxZoom ? target : null;
}

/**
 * The clubs under one group marker: supercluster's clusters, plus the clusters and clubs merged
 * with them where their markers would have overlapped (see declutter.ts).
 */
export type ClubGroup = { clusterIds: number[]; clubIds: number[]; count: number };

/** What the list holds: the clubs in the map's view, or every filtered club without a map. */
export type ListScope =
  { kind: 'all' } | { kind: 'view'; bbox: Bbox } | ({ kind: 'group' } & ClubGroup);

/**
 * The list mirrors the map while the map is shown and sized; a chosen group narrows it to that
 * group's clubs; a hidden (or zero-sized) map leaves the whole filtered result.
 */
export function listScopeOf(
  mapShown: boolean,
  viewBbox: Bbox | null,
  group: ClubGroup | null,
): ListScope {
  if (!mapShown || viewBbox === null) return { kind: 'all' };
  if (group) return { kind: 'group', ...group };
  return { kind: 'view', bbox: viewBbox };
}
