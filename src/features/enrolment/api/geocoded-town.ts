import { z } from 'zod';
import type { RawAnswer } from '../map/cluster-protocol';
import type { Town } from '../map/rules/town-search';

/**
 * The address service's answer to a town search (docs/openapi/main-api.yaml `GET /search/`,
 * `type=municipality`), read by the map's worker so that the map route's main thread carries no
 * zod (docs/adr/0006). Its first feature is the town: a point and a name; the postal code is
 * read when given.
 */
const townFeature = z.object({
  geometry: z.object({ coordinates: z.array(z.number()).min(2) }),
  properties: z.object({
    city: z.string().optional(),
    name: z.string().optional(),
    label: z.string().optional(),
    postcode: z.string().optional(),
  }),
});

/** docs/openapi/main-api.yaml GeocoderAnswer: a FeatureCollection; only its first item is read. */
const townAnswer = z.object({ features: z.array(z.unknown()) });

/** The answer's first town, or null when it names none (or cannot be read). */
export function readTown(payload: RawAnswer): Town | null {
  try {
    const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
    const [first] = townAnswer.parse(JSON.parse(text)).features;
    const feature = townFeature.safeParse(first);
    if (!feature.success) return null;
    const { geometry, properties } = feature.data;
    const name = properties.city ?? properties.name ?? properties.label;
    const [lng = NaN, lat = NaN] = geometry.coordinates;
    if (!name || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) return null;
    return { name, postcode: properties.postcode ?? null, lat, lng };
  } catch (error) {
    console.error('Unreadable answer from GET /search/', error);
    return null;
  }
}
