import { z } from 'zod';
import { subscriptionMembershipSchema } from '@/shared/session/schemas';

/**
 * The enrolment contract (enrolment.md sections 3 and 7, administration.md 7.5). The app parses
 * every answer with these schemas and the mocked backend checks its own answers with them.
 * Field names are the app's ('club…'); on the wire they travel as '{product}…'.
 */

const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const isoDate = z.iso.date();
/** The backend's hour format is HH:mm:ss (section 9). */
const isoHour = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const id = z.number().int();
const amount = z.number().finite();

// ---------- Map and club pages ----------

export const federalActivitySchema = z.object({ id, title: z.string() });
export type FederalActivity = z.infer<typeof federalActivitySchema>;

/** One published category's age range, so that 'pour qui ?' can filter without more calls. */
export const clubAgeRangeSchema = z.object({
  federalActivityId: id,
  minAge: z.number().int().min(0),
  maxAge: z.number().int().min(0),
  marge: z.number().int().min(0),
});

/** A club as the map and the list need it: light, because the list holds every club. */
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

export const clubDetailsSchema = z.object({
  id,
  title: z.string(),
  site: nullableString,
  logoUrl: nullableString,
  latitude: z.number(),
  longitude: z.number(),
  address: nullableString,
  postalCode: nullableString,
  city: nullableString,
  email: nullableString,
  phone: nullableString,
  federalActivities: z.array(id),
  /** Travels as parameters{Product}.helloasso{Product}Slug (members-area.md section 3). */
  parametersClub: z
    .object({ helloassoClubSlug: nullableString })
    .nullish()
    .transform((value) => value ?? { helloassoClubSlug: null }),
});
export type ClubDetails = z.infer<typeof clubDetailsSchema>;

export const clubSettlementSchema = z.object({
  settlement: nullableString,
  settlementRequired: z.boolean(),
});
export type ClubSettlement = z.infer<typeof clubSettlementSchema>;

export const sessionSchema = z.object({
  id,
  date: isoDate,
  startHour: isoHour,
  endHour: isoHour,
  categoryId: id.nullable(),
  description: nullableString,
  /** Places left; null when the session has no limit. */
  availablePlaces: z
    .number()
    .int()
    .min(0)
    .nullish()
    .transform((value) => value ?? null),
  /** First day the session can be booked; null when booking is already open. */
  bookingOpensOn: isoDate.nullish().transform((value) => value ?? null),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

export const categoryPriceSchema = z.object({
  id,
  season: z.object({ id, title: z.string() }),
  title: z.string(),
  totalAmount: amount,
});
export type CategoryPrice = z.infer<typeof categoryPriceSchema>;

export const activityCategorySchema = z.object({
  id,
  title: z.string(),
  full: z.boolean(),
  forSale: z.boolean(),
  possiblePreRegistration: z.boolean(),
  registrationWithoutValidation: z.boolean(),
  preSales: z.boolean(),
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
export const activityCategoryListSchema = z.array(activityCategorySchema);

/** type: 1 yearly, 2 stage (STAGE), 3 event. */
export const activitySchema = z.object({
  id,
  clubId: id,
  title: z.string(),
  description: nullableString,
  address: nullableString,
  addressContinued: nullableString,
  zipCode: nullableString,
  city: nullableString,
  addressWebsite: nullableString,
  imageUrl: nullableString,
  type: z.number().int(),
  federalActivityId: id,
  stageDroitsOmnisport: z.boolean(),
  publishedOnMemberPortal: z.boolean(),
  activityCategories: z.array(activityCategorySchema),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListSchema = z.array(activitySchema);

export const activityRiskSchema = z.object({ risky: z.boolean() });

/** The French national address service (api-adresse.data.gouv.fr /search): GeoJSON. */
export const geocodeResultSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({ label: z.string() }).loose(),
    }),
  ),
});

// ---------- Dialogs without an account ----------

export const informationDemandSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthDate: isoDate,
  mailAdress: z.email(),
  phoneNumber: z.string(),
  question: z.string(),
  club: z.object({ id }),
  activities: z.array(z.object({ id })).min(1),
});
export type InformationDemand = z.infer<typeof informationDemandSchema>;

export const offlineMemberSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  birthday: isoDate,
  gender: z.enum(['M', 'F']),
  email: z.email(),
  mobilePhone: z.string(),
  agreementDiffusionImage: z.boolean(),
  agreementInfoFederation: z.boolean(),
  agreementInfoClub: z.boolean(),
  agreementInfoRegion: z.boolean(),
  agreementInfoPartner: z.boolean(),
});
export type OfflineMember = z.infer<typeof offlineMemberSchema>;
export const registerEventBodySchema = z.array(offlineMemberSchema).min(1);

export const successSchema = z.object({ success: z.boolean() });
export const emailExistsSchema = z.boolean();

export const paymentLinkRequestSchema = z.object({
  /** Cents. */
  totalAmount: z.number().int().min(0),
  initialAmount: z.number().int().min(0),
  itemName: z.string().min(1),
  backUrl: z.url({ protocol: /^https?$/ }),
  errorUrl: z.url({ protocol: /^https?$/ }),
  returnUrl: z.url({ protocol: /^https?$/ }),
  containsDonation: z.boolean(),
  payer: z.object({ firstName: z.string(), lastName: z.string(), email: z.email() }),
  metadata: z.object({
    noAccount: z.boolean(),
    clubId: id,
    activityId: id,
    categoryId: id,
    offlineUser: offlineMemberSchema,
    others: z.array(offlineMemberSchema),
  }),
});
export type PaymentLinkRequest = z.infer<typeof paymentLinkRequestSchema>;

/** 'FULL' means no places remain; anything else is the provider's checkout address. */
export const paymentLinkSchema = z.object({ link: nullableString });

// ---------- Wizard: offers, licences, payment options ----------

const reasonedAmount = z
  .object({ reason: nullableString, amount })
  .nullish()
  .transform((value) => value ?? { reason: null, amount: 0 });

export const promoSchema = z.object({
  id,
  title: z.string(),
  discountPercentage: z.number().min(0).max(100),
});
export type Promo = z.infer<typeof promoSchema>;
export const optionalPromoSchema = promoSchema.nullish().transform((value) => value ?? null);

export const offerPriceSchema = z.object({
  priceId: id,
  priceName: z.string(),
  initialPriceAmount: amount,
  priceAmount: amount,
  seasonId: id,
  default: z.boolean(),
  discount: reasonedAmount,
  discountDroitClub: reasonedAmount,
  activityCategory: z.object({
    id,
    title: z.string(),
    preSales: z.boolean(),
    activity: z.object({ id, title: z.string(), type: z.number().int(), clubId: id }),
  }),
});
export type OfferPrice = z.infer<typeof offerPriceSchema>;

export const offersSchema = z.object({
  activityCategoryPrices: z.array(offerPriceSchema),
  promo: optionalPromoSchema,
});
export type Offers = z.infer<typeof offersSchema>;

export const licenseOptionSchema = z.object({
  licenseLevelId: id,
  licenseLevelTitle: z.string(),
  licenseAmount: amount,
  explanation: nullableString,
});
export type LicenseOption = z.infer<typeof licenseOptionSchema>;
export const licenseOptionListSchema = z.array(licenseOptionSchema);

export const licenseLevelAmountSchema = z.object({
  id,
  level: z.number().int(),
  title: z.string(),
  amount,
});
export const licenseLevelAmountListSchema = z.array(licenseLevelAmountSchema);

export const scheduleEntrySchema = z.object({
  date: isoDate,
  totalAmount: amount,
  chargedAmount: amount,
  feeAmount: amount,
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

export const paymentOptionSchema = z.object({
  paymentMethod: z.object({ id, name: z.string() }),
  totalAmount: amount,
  transactionsSchedule: z.array(scheduleEntrySchema),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;
export const paymentOptionListSchema = z.array(paymentOptionSchema);

// ---------- Orders ----------

export const profileDetailsSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  birthday: isoDate,
  gender: z.enum(['M', 'F']).nullable(),
  email: z.string(),
  address: z.string(),
  addressContinued: z.string(),
  city: z.string(),
  postalCode: z.string(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

export const reservationSchema = z.object({
  id: id.nullable(),
  person: id,
  seance: id,
  reservationDate: isoDate,
});
export type Reservation = z.infer<typeof reservationSchema>;

/** The presign demand and the order share one payload (section 3). */
export const orderPayloadSchema = z.object({
  profileId: id,
  memberId: id,
  activityCategoryPriceId: id,
  licenseLevelId: id,
  reservation: reservationSchema.nullable(),
  promo: promoSchema.nullable(),
  /** 0 at the club (pre-registration), 1 online in one go, other ids online in instalments. */
  paymentMethodId: z.number().int().min(0),
  profileDetails: profileDetailsSchema,
  amount: z.number().min(0),
  /**
   * The health questionnaire's attestation (every answer NO, ticked): the answers themselves
   * never leave the browser. Absent on the club path, which has no questionnaire.
   */
  healthAttestation: z.boolean().optional(),
});
export type OrderPayload = z.infer<typeof orderPayloadSchema>;

export const createdOrderSchema = z.object({
  id,
  activityCategoryPrice: z.object({
    activityCategory: z.object({ activity: z.object({ clubId: id }) }),
  }),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export const presignAnswerSchema = z.object({ id, status: z.string() });

export const orderPaymentLinkRequestSchema = z.object({
  orderId: id,
  firstName: z.string(),
  lastName: z.string(),
});

export const memberSubscriptionListSchema = z.array(subscriptionMembershipSchema);
