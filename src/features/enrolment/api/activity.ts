import { z } from 'zod';
import { orFallback } from '@/shared/api/fallbacks';
import { zActivity, zActivityCategory } from '@/shared/api/generated/main/zod';
import { amount, headingTitle, id, nullableString } from './schema-primitives';
import { sessionSchema } from './session';

/**
 * An activity and its categories: one activity, a club's activities and the categories alone.
 * Derived from docs/openapi/main-api.yaml Activity and ActivityCategory (the generated schemas,
 * docs/adr/0017-generated-schemas.md); what the document leaves optional gets its fallback here.
 */

const generatedPrice = zActivityCategory.shape.activityCategoryPrices.unwrap().element;

/** A price is one item of its category (docs/adr/0008): the wizard cannot price without these. */
export const categoryPriceSchema = generatedPrice.extend({
  id,
  season: z.object({ id, title: z.string() }),
  title: z.string(),
  totalAmount: amount,
});
export type CategoryPrice = z.infer<typeof categoryPriceSchema>;

const category = zActivityCategory.shape;
const activity = zActivity.shape;

/**
 * docs/spec/enrolment.md 3 'Activity category'. The document requires id and title; absent, the
 * rest reads as: not full (the payment link's 'FULL' still stops a full category), on sale (the
 * spec's call lists the club's valid activities), no pre-registration, validation required, no
 * information request, no limit (maxRegistration 0), nothing sold, no age bounds (0), one
 * instalment, no known licence level (id 0: no upgrade offered), no price, no session; preSales
 * (designed; the spec carries the flag on the offers' category): no pre-sales.
 */
export const activityCategorySchema = zActivityCategory.extend({
  full: orFallback(category.full, false),
  forSale: orFallback(category.forSale, true),
  possiblePreRegistration: orFallback(category.possiblePreRegistration, false),
  registrationWithoutValidation: orFallback(category.registrationWithoutValidation, false),
  preSales: orFallback(category.preSales, false),
  /** 0 = unlimited. */
  maxRegistration: orFallback(category.maxRegistration, 0),
  soldPlaces: orFallback(category.soldPlaces, 0),
  infoDemand: orFallback(category.infoDemand, false),
  minAge: orFallback(category.minAge, 0),
  maxAge: orFallback(category.maxAge, 0),
  /** Age margin in months. */
  marge: orFallback(category.marge, 0),
  licenseLevel: orFallback(category.licenseLevel.unwrap().extend({ id }).optional(), { id: 0 }),
  /** Number of instalments allowed online. */
  paymentSplit: orFallback(category.paymentSplit, 1),
  activityCategoryPrices: z.array(categoryPriceSchema).default([]),
  categoriesSessionsForCurrentSeason: z.array(sessionSchema).default([]),
});
export type ActivityCategory = z.infer<typeof activityCategorySchema>;

/**
 * docs/spec/enrolment.md 3 'Activity'; type: 1 yearly, 2 stage (STAGE), 3 event. The document
 * requires id and title (a blank title reads as 'Activité sans titre', the page's heading). Absent:
 * type 1 (yearly), no omnisport rights, no category. Designed and optional: clubId (absent, the
 * club is the one of the route), federalActivityId (not read) and publishedOnMemberPortal (absent:
 * published, since the spec's call already lists the club's valid activities, `GET
 * /public/valides/activities/{clubId}`).
 */
export const activitySchema = zActivity.extend({
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
  type: orFallback(activity.type, 1),
  federalActivityId: id.optional(),
  stageDroitsOmnisport: orFallback(activity.stageDroitsOmnisport, false),
  publishedOnMemberPortal: orFallback(activity.publishedOnMemberPortal, true),
  activityCategories: z.array(activityCategorySchema).default([]),
});
export type Activity = z.infer<typeof activitySchema>;
