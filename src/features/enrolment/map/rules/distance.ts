import type { Bbox } from './map-view';

/**
 * Distances around a searched town (rules/town-search.ts; issue 34): which clubs are near, how
 * far each is, and the box the map is fitted to.
 */

/** Where the clubs are looked for: around a point, within a radius. */
export type Near = { lat: number; lng: number; radiusKm: number };

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box holding the circle of `radiusKm` around the point: what the map is fitted to. */
export function boundsAround({ lat, lng, radiusKm }: Near): Bbox {
  const dLat = (radiusKm / earthRadiusKm) * (180 / Math.PI);
  const dLng = dLat / Math.max(0.01, Math.cos(radians(lat)));
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
}

const kilometres = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** '800 m', '4,8 km', '12 km': how far a club is from the searched town's centre. */
export function distanceLabel(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round(km * 10) * 100)} m`;
  return `${kilometres.format(km < 10 ? Math.round(km * 10) / 10 : Math.round(km))} km`;
}
