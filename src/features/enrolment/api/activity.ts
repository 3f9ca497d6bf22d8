import { z } from 'zod';
import { amount, headingTitle, id, nullableString } from './schema-primitives';
import { sessionSchema } from './session';

/** An activity and its categories: one activity, a club's activities and the categories alone. */

export const categoryPriceSchema = z.object({
  id,
  season: z.object({ id, title: z.string() }),
  title: z.string(),
  totalAmount: amount,
});
export type CategoryPrice = z.infer<typeof categoryPriceSchema>;

/**
 * enrolment.md 3 'Activity category'. Designed and optional: preSales (the spec carries the flag
 * on the offers' category): absent, the category has no pre-sales; categoriesSessionsForCurrentSeason
 * absent reads as no session.
 */
export const activityCategorySchema = z.object({
  id,
  title: z.string(),
  full: z.boolean(),
  forSale: z.boolean(),
  possiblePreRegistration: z.boolean(),
  registrationWithoutValidation: z.boolean(),
  preSales: z.boolean().default(false),
  /** 0 = unlimited. */
  maxRegistration: z.number().int().min(0),
  soldPlaces: z.number().int().min(0),
  infoDemand: z.boolean(),
  minAge: z.number().int().min(0),
  maxAge: z.number().int().min(0),
  /** Age margin in months. */
  marge: z.number().int().min(0),
  licenseLevel: z.object({ id }),
  /** Number of instalments allowed online. */
  paymentSplit: z.number().int().min(1),
  activityCategoryPrices: z.array(categoryPriceSchema),
  categoriesSessionsForCurrentSeason: z.array(sessionSchema).default([]),
});
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

/**
 * enrolment.md 3 'Activity'; type: 1 yearly, 2 stage (STAGE), 3 event. Designed and optional:
 * clubId (absent, the club is the one of the route), federalActivityId (not read) and
 * publishedOnMemberPortal (absent: published, since the spec's call already lists the club's
 * valid activities, `GET /public/valides/activities/{clubId}`; docs/api.md 'Activity').
 */
export const activitySchema = z.object({
  id,
  clubId: id.optional(),
  title: headingTitle('Activité sans titre'),
  description: nullableString,
  address: nullableString,
  addressContinued: nullableString,
  zipCode: nullableString,
  city: nullableString,
  addressWebsite: nullableString,
  imageUrl: nullableString,
  type: z.number().int(),
  federalActivityId: id.optional(),
  stageDroitsOmnisport: z.boolean(),
  publishedOnMemberPortal: z.boolean().default(true),
  activityCategories: z.array(activityCategorySchema),
});
export type Activity = z.infer<typeof activitySchema>;
