import type { MapMarker } from '../cluster-protocol';

/** On-screen size of a marker, at least 24 px (WCAG 2.5.8), larger for bigger groups. */
export function markerSize(marker: MapMarker): number {
  if (marker.kind === 'club') return 28;
  if (marker.count < 10) return 32;
  if (marker.count < 100) return 36;
  if (marker.count < 1000) return 40;
  return 44;
}

/** Web Mercator pixel position at a zoom level (256 px tiles), as Leaflet draws it. */
export function pixelOf(lat: number, lng: number, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const phi = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180;
  const x = ((lng + 180) / 360) * scale;
  const y = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * scale;
  return [x, y];
}

/** The inverse of pixelOf: the position of a pixel at a zoom level, as Leaflet reads it. */
export function positionOfPixel(x: number, y: number, zoom: number): [number, number] {
  const scale = 256 * 2 ** zoom;
  const lat = Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / scale)));
  return [(lat * 180) / Math.PI, (x / scale) * 360 - 180];
}

export const markerPosition = (marker: MapMarker): [number, number] =>
  marker.kind === 'club' ? [marker.club.lat, marker.club.lng] : [marker.lat, marker.lng];

/** Markers whose boxes come closer than this keep no gap between their targets. */
const gap = 2;

export function overlaps(a: MapMarker, b: MapMarker, zoom: number): boolean {
  const [ax, ay] = pixelOf(...markerPosition(a), zoom);
  const [bx, by] = pixelOf(...markerPosition(b), zoom);
  const reach = (markerSize(a) + markerSize(b)) / 2 + gap;
  return Math.abs(ax - bx) < reach && Math.abs(ay - by) < reach;
}

/** One group marker for markers that overlapped: counts add up, position is their centroid. */
export function mergeMarkers(members: readonly MapMarker[], zoom: number): MapMarker {
  if (members.length === 1) return members[0] as MapMarker;
  let count = 0;
  let lat = 0;
  let lng = 0;
  let expansionZoom = Number.POSITIVE_INFINITY;
  const clusterIds: number[] = [];
  const clubIds: number[] = [];
  for (const member of members) {
    const weight = member.kind === 'club' ? 1 : member.count;
    const [memberLat, memberLng] = markerPosition(member);
    count += weight;
    lat += memberLat * weight;
    lng += memberLng * weight;
    if (member.kind === 'club') {
      clubIds.push(member.club.id);
      expansionZoom = Math.min(expansionZoom, Math.floor(zoom) + 1);
    } else {
      clusterIds.push(...member.clusterIds);
      clubIds.push(...member.clubIds);
      expansionZoom = Math.min(expansionZoom, member.expansionZoom);
    }
  }
  return {
    kind: 'cluster',
    key: `m:${members
      .map((member) => member.key)
      .sort()
      .join('+')}`,
    lat: lat / count,
    lng: lng / count,
    expansionZoom,
    clusterIds,
    clubIds,
    count,
  };
}

/** The widest distance at which two markers can overlap (two of the largest). */
const maxReach = 44 + gap;

/**
 * Supercluster keeps clusters apart by its radius, but a cluster's centroid can drift next to a
 * neighbour. Overlapping markers would hide part of each other's target (WCAG 2.5.8): each
 * marker, biggest first, absorbs the markers overlapping it (not their neighbours in turn, so
 * no chain of overlaps swallows a region), and again until none overlap. A grid of cells as
 * wide as the largest reach keeps each pass linear.
 */
export function declutter(markers: readonly MapMarker[], zoom: number): MapMarker[] {
  let current = [...markers];
  for (let pass = 0; pass < 10; pass += 1) {
    const pixels = current.map((marker) => pixelOf(...markerPosition(marker), zoom));
    const sizes = current.map(markerSize);
    const cellOf = ([x, y]: [number, number]) => [
      Math.floor(x / maxReach),
      Math.floor(y / maxReach),
    ];
    const cells = new Map<string, number[]>();
    pixels.forEach((pixel, index) => {
      const key = cellOf(pixel).join(':');
      cells.set(key, [...(cells.get(key) ?? []), index]);
    });
    const weight = (marker: MapMarker) => (marker.kind === 'club' ? 1 : marker.count);
    const order = current.map((_, index) => index);
    order.sort((a, b) => weight(current[b] as MapMarker) - weight(current[a] as MapMarker));
    const rank = new Array<number>(current.length);
    order.forEach((index, position) => {
      rank[index] = position;
    });
    const taken = new Array<boolean>(current.length).fill(false);
    const groups: MapMarker[][] = [];
    for (const seed of order) {
      if (taken[seed]) continue;
      taken[seed] = true;
      const members = [current[seed] as MapMarker];
      const [x, y] = pixels[seed] as [number, number];
      const [column, row] = cellOf([x, y]) as [number, number];
      const near: number[] = [];
      for (let dc = -1; dc <= 1; dc += 1) {
        for (let dr = -1; dr <= 1; dr += 1)
          near.push(...(cells.get(`${column + dc}:${row + dr}`) ?? []));
      }
      near.sort((a, b) => (rank[a] as number) - (rank[b] as number));
      for (const other of near) {
        if (taken[other]) continue;
        const [ox, oy] = pixels[other] as [number, number];
        const reach = ((sizes[seed] as number) + (sizes[other] as number)) / 2 + gap;
        if (Math.abs(x - ox) < reach && Math.abs(y - oy) < reach) {
          taken[other] = true;
          members.push(current[other] as MapMarker);
        }
      }
      groups.push(members);
    }
    if (groups.length === current.length) return current;
    current = groups.map((members) => mergeMarkers(members, zoom));
  }
  return current;
}
