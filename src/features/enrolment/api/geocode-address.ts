import { requestJson } from '@/shared/api/http';
import { z } from 'zod';

/** The French national address service (api-adresse.data.gouv.fr /search): GeoJSON. */
export const geocodeResultSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({ label: z.string() }).loose(),
    }),
  ),
});

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
