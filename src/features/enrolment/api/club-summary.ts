import { z } from 'zod';
import { zClub } from '@/shared/api/generated/main/zod';
import { id, nullableString } from './schema-primitives';

/** One published category's age range, so that 'pour qui ?' can filter without more calls. */
export const clubAgeRangeSchema = zClub.shape.ageRanges.unwrap().element.extend({
  federalActivityId: id,
  minAge: z.number().int().min(0),
  maxAge: z.number().int().min(0),
  marge: z.number().int().min(0),
});

/** What the map, the list and the club page all read of a club: its name, logo and place. */
export const clubPlaceFields = {
  id: true,
  title: true,
  logoUrl: true,
  latitude: true,
  longitude: true,
  address: true,
  postalCode: true,
  city: true,
} as const;

/**
 * A club as the map and the list need it: light, because the list holds every club. Apart from
 * get-clubs.ts, because the map's worker parses the list and must not pull in the HTTP client.
 * The spec's club (docs/spec/enrolment.md 3) has id, title, latitude, longitude, logoUrl and
 * federalActivities; the rest is designed and optional: no address, postal code or town, the
 * list shows the name alone and the search reads the name only; no ageRanges (null), the
 * 'pour qui ?' filter cannot judge the club and keeps it (rules/club-filter.ts), and says it is
 * unavailable when no club of the list has them. Derived from docs/openapi/main-api.yaml Club
 * (docs/adr/0017-generated-schemas.md), which requires id and title: the map cannot place a club
 * without latitude and longitude, so the list reader leaves such a club out and reports it; no
 * federalActivities reads as none (the activity filter leaves the club out).
 */
export const clubSummarySchema = zClub
  .pick({ ...clubPlaceFields, federalActivities: true, ageRanges: true })
  .extend({
    id,
    title: z.string(),
    logoUrl: nullableString,
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    address: nullableString,
    postalCode: nullableString,
    city: nullableString,
    federalActivities: z.array(id).default([]),
    ageRanges: z
      .array(clubAgeRangeSchema)
      .nullish()
      .transform((value) => value ?? null),
  });
export type ClubSummary = z.infer<typeof clubSummarySchema>;
/** What the mocked backend must send: every club whole. The app reads it with readListItems. */
export const clubListSchema = z.array(clubSummarySchema);
export const clubListEndpoint = 'GET /public/{product}';
