import { requestJson } from '@/shared/api/http';
import { geocodeResultSchema } from './schemas';

/** Result types of the national address service that locate the address itself. */
const preciseTypes = new Set(['housenumber', 'street']);

/**
 * The best match of the national address service. Silent: the page falls back to the address
 * as typed by the club, so a geocoder failure is no error for the visitor. A match on the town
 * only is not precise: its label and position say nothing of the place itself.
 */
export async function geocodeAddress(address: string) {
  const result = await requestJson(
    'geocoder',
    { url: '/search/', params: { q: address, limit: 1 }, silentError: true },
    geocodeResultSchema,
  );
  const [first] = result.features;
  if (!first) return null;
  const [longitude, latitude] = first.geometry.coordinates;
  const type = first.properties.type;
  return {
    label: first.properties.label,
    latitude,
    longitude,
    precise: typeof type === 'string' && preciseTypes.has(type),
  };
}
