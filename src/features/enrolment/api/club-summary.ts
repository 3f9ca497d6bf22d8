import { z } from 'zod';
import { id, nullableString } from './schema-primitives';

/** One published category's age range, so that 'pour qui ?' can filter without more calls. */
export const clubAgeRangeSchema = z.object({
  federalActivityId: id,
  minAge: z.number().int().min(0),
  maxAge: z.number().int().min(0),
  marge: z.number().int().min(0),
});

/**
 * A club as the map and the list need it: light, because the list holds every club. Apart from
 * get-clubs.ts, because the map's worker parses the list and must not pull in the HTTP client.
 */
export const clubSummarySchema = z.object({
  id,
  title: z.string(),
  logoUrl: nullableString,
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: nullableString,
  postalCode: nullableString,
  city: nullableString,
  federalActivities: z.array(id),
  ageRanges: z.array(clubAgeRangeSchema),
});
export type ClubSummary = z.infer<typeof clubSummarySchema>;
export const clubListSchema = z.array(clubSummarySchema);
