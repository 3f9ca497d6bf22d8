import { z } from 'zod';
import { api } from '@/shared/api/api-slice';

/** The French national address service (api-adresse.data.gouv.fr /search): GeoJSON. */
export const geocodeResultSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({ label: z.string() }).loose(),
    }),
  ),
});
type GeocodeResult = z.infer<typeof geocodeResultSchema>;

export type GeocodedPlace = {
  label: string;
  latitude: number;
  longitude: number;
  precise: boolean;
};

/** Result types of the national address service that locate the address itself. */
const preciseTypes = new Set(['housenumber', 'street']);

function bestMatch(result: GeocodeResult): GeocodedPlace | null {
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

/**
 * The best match of the national address service. Silent: the page falls back to the address
 * as typed by the club, so a geocoder failure is no error for the visitor. A match on the town
 * only is not precise: its label and position say nothing of the place itself.
 */
const geocodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    geocodeAddress: build.query<GeocodedPlace | null, string>({
      query: (address) => ({
        api: 'geocoder',
        request: { url: '/search/', params: { q: address, limit: 1 }, silentError: true },
        schema: geocodeResultSchema,
      }),
      transformResponse: (result: GeocodeResult) => bestMatch(result),
    }),
  }),
});

export const { useGeocodeAddressQuery } = geocodeApi;
