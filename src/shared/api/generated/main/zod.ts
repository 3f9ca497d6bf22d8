// Generated from docs/openapi/main-api.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

import { z } from 'zod';
import { lazySchema } from '../lazy-schema';

/**
 * Any JSON, or nothing; not read.
 */
export const zNotShown = /* @__PURE__ */ lazySchema(() => z.unknown());

export const zError = /* @__PURE__ */ lazySchema(() =>
  z.object({
    message: z.optional(z.string()),
  }),
);

/**
 * 'Response has success' (register-event, dissociate, set-as-main, invitation).
 */
export const zSuccess = /* @__PURE__ */ lazySchema(() =>
  z.object({
    success: z.optional(z.boolean()),
  }),
);

/**
 * The account e-mail change's answer; administration.md 7.2 shows none.
 */
export const zEmailChangeAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    success: z.optional(z.boolean()),
  }),
);

export const zAccountExists = /* @__PURE__ */ lazySchema(() =>
  z.object({
    responseIsTrue: z.boolean(),
  }),
);

/**
 * Payment link result (enrolment.md 3): a link equal to 'FULL' means no places remain.
 */
export const zPaymentLink = /* @__PURE__ */ lazySchema(() =>
  z.object({
    link: z.optional(z.union([z.string(), z.null()])),
  }),
);

export const zRef = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    title: z.string(),
  }),
);

/**
 * enrolment.md 3, administration.md 3. The next season's id is the current id plus 1.
 */
export const zSeason = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    title: z.string().regex(/^\d{4}\/\d{4}$/),
    startDate: z.optional(z.iso.date()),
    endDate: z.optional(z.iso.date()),
    current: z.optional(z.boolean()),
  }),
);

/**
 * The profile's clubs (members-area.md 3 'asptts (clubs: id, title, logoUrl)', the Profile's '{product}s').
 */
export const zClubRef = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    logoUrl: z.optional(z.union([z.string(), z.null()])),
    membershipsCount: z.optional(z.int()),
  }),
);

/**
 * enrolment.md 3 'Club', members-area.md 3 'Club details'; a list item and the details alike.
 */
export const zClub = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    site: z.optional(z.union([z.string(), z.null()])),
    latitude: z.optional(z.number().gte(-90).lte(90)),
    longitude: z.optional(z.number().gte(-180).lte(180)),
    logoUrl: z.optional(z.union([z.string(), z.null()])),
    federalActivities: z.optional(z.array(z.int())),
    'parameters{Product}': z.optional(
      z.union([
        z.object({
          'helloasso{Product}Slug': z.optional(z.union([z.string(), z.null()])),
        }),
        z.null(),
      ]),
    ),
    address: z.optional(z.union([z.string(), z.null()])),
    postalCode: z.optional(z.union([z.string(), z.null()])),
    city: z.optional(z.union([z.string(), z.null()])),
    email: z.optional(z.union([z.string(), z.null()])),
    phone: z.optional(z.union([z.string(), z.null()])),
    ageRanges: z.optional(
      z.array(
        z.object({
          federalActivityId: z.optional(z.int()),
          minAge: z.optional(z.int()),
          maxAge: z.optional(z.int()),
          marge: z.optional(z.int()),
        }),
      ),
    ),
  }),
);

/**
 * enrolment.md 3 'clubSettlement (settlement as HTML, settlementRequired)'.
 */
export const zClubSettlement = /* @__PURE__ */ lazySchema(() =>
  z.object({
    settlement: z.optional(z.union([z.string(), z.null()])),
    settlementRequired: z.optional(z.boolean()),
  }),
);

/**
 * administration.md 3 'Club list item'.
 */
export const zClubListItem = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    logoUrl: z.optional(z.union([z.string(), z.null()])),
  }),
);

export const zContactPerson = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.object({
      firstname: z.optional(z.union([z.string(), z.null()])),
      lastname: z.optional(z.union([z.string(), z.null()])),
      phone: z.optional(z.union([z.string(), z.null()])),
      email: z.optional(z.union([z.string(), z.null()])),
    }),
    z.null(),
  ]),
);

/**
 * administration.md 3 'Club contact' (its spellings kept).
 */
export const zClubContact = /* @__PURE__ */ lazySchema(() =>
  z.object({
    title: z.string(),
    presidentGeneral: z.optional(zContactPerson),
    secretereGeneral: z.optional(zContactPerson),
    tresorier: z.optional(zContactPerson),
    correspontantCommunication: z.optional(zContactPerson),
    address: z.optional(z.union([z.string(), z.null()])),
    addressContinued: z.optional(z.union([z.string(), z.null()])),
    postalCode: z.optional(z.union([z.string(), z.null()])),
    city: z.optional(z.union([z.string(), z.null()])),
    logoUrl: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * The map's activity filter (enrolment.md 2); the spec does not show the answer.
 */
export const zFederalActivity = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.optional(z.int()),
    title: z.optional(z.string()),
  }),
);

/**
 * enrolment.md 3 'Session' and members-area.md 3 'Session (reservation calendar)': one entity,
 * the calendar naming more of its fields. Dates YYYY-MM-DD, hours HH:mm:ss.
 *
 */
export const zSession = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    uuid: z.optional(z.union([z.string(), z.null()])),
    date: z.iso.date(),
    startHour: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
    endHour: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
    activityId: z.optional(z.int()),
    activityName: z.optional(z.union([z.string(), z.null()])),
    categoryId: z.optional(z.int()),
    categoryName: z.optional(z.union([z.string(), z.null()])),
    description: z.optional(z.union([z.string(), z.null()])),
    maxSlots: z.optional(z.union([z.int(), z.null()])),
    soldPlaces: z.optional(z.union([z.int(), z.null()])),
    static: z.optional(z.boolean()),
    availablePlaces: z.optional(z.union([z.int(), z.null()])),
    bookingOpensOn: z.optional(z.union([z.string(), z.null()])),
    reserved: z.optional(z.boolean()),
    imageUrl: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * enrolment.md 3 'Activity category' (the valid flag is derived by the portal).
 */
export const zActivityCategory = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    full: z.optional(z.boolean()),
    forSale: z.optional(z.boolean()),
    possiblePreRegistration: z.optional(z.boolean()),
    registrationWithoutValidation: z.optional(z.boolean()),
    maxRegistration: z.optional(z.int().gte(0)),
    soldPlaces: z.optional(z.int().gte(0)),
    infoDemand: z.optional(z.boolean()),
    minAge: z.optional(z.int().gte(0)),
    maxAge: z.optional(z.int().gte(0)),
    marge: z.optional(z.int().gte(0)),
    licenseLevel: z.optional(
      z.object({
        id: z.optional(z.int()),
      }),
    ),
    paymentSplit: z.optional(z.int().gte(1)),
    activityCategoryPrices: z.optional(
      z.array(
        z.object({
          id: z.optional(z.int()),
          season: z.optional(zSeason),
          title: z.optional(z.string()),
          totalAmount: z.optional(z.number()),
        }),
      ),
    ),
    categoriesSessionsForCurrentSeason: z.optional(z.array(zSession)),
    preSales: z.optional(z.boolean()),
  }),
);

/**
 * enrolment.md 3 'Activity'; type 1 yearly, 2 stage, 3 event.
 */
export const zActivity = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    description: z.optional(z.union([z.string(), z.null()])),
    address: z.optional(z.union([z.string(), z.null()])),
    addressContinued: z.optional(z.union([z.string(), z.null()])),
    zipCode: z.optional(z.union([z.string(), z.null()])),
    city: z.optional(z.union([z.string(), z.null()])),
    addressWebsite: z.optional(z.union([z.string(), z.null()])),
    imageUrl: z.optional(z.union([z.string(), z.null()])),
    activityCategories: z.optional(z.array(zActivityCategory)),
    type: z.optional(z.int()),
    stageDroitsOmnisport: z.optional(z.union([z.boolean(), z.null()])),
    publishedOnMemberPortal: z.optional(z.boolean()),
    clubId: z.optional(z.int()),
    federalActivityId: z.optional(z.int()),
  }),
);

/**
 * enrolment.md 3: 'The licence level list holds level (1, 2, 3) and amount'.
 */
export const zLicenseLevelAmount = /* @__PURE__ */ lazySchema(() =>
  z.object({
    level: z.int(),
    amount: z.number(),
    id: z.optional(z.int()),
    title: z.optional(z.string()),
  }),
);

/**
 * enrolment.md 3 'Licence level option'.
 */
export const zLicenseOption = /* @__PURE__ */ lazySchema(() =>
  z.object({
    licenseLevelId: z.int(),
    licenseLevelTitle: z.optional(z.string()),
    licenseAmount: z.number(),
    explanation: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * enrolment.md 3 'Promo'.
 */
export const zPromo = /* @__PURE__ */ lazySchema(() =>
  z.object({
    title: z.optional(z.string()),
    discountPercentage: z.number(),
    id: z.optional(z.int()),
  }),
);

export const zReasonedAmount = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.object({
      reason: z.optional(z.union([z.string(), z.null()])),
      amount: z.optional(z.number()),
    }),
    z.null(),
  ]),
);

export const zOfferPrice = /* @__PURE__ */ lazySchema(() =>
  z.object({
    priceId: z.int(),
    priceName: z.optional(z.string()),
    initialPriceAmount: z.number(),
    priceAmount: z.number(),
    seasonId: z.optional(z.int()),
    default: z.optional(z.boolean()),
    discount: z.optional(zReasonedAmount),
    discountDroitClub: z.optional(zReasonedAmount),
    activityCategory: z.optional(
      z.object({
        id: z.optional(z.int()),
        title: z.optional(z.string()),
        preSales: z.optional(z.boolean()),
        activity: z.optional(
          z.object({
            id: z.optional(z.int()),
            title: z.optional(z.string()),
            type: z.optional(z.int()),
            clubId: z.optional(z.int()),
          }),
        ),
      }),
    ),
  }),
);

/**
 * enrolment.md 3 'Offers response'.
 */
export const zOffers = /* @__PURE__ */ lazySchema(() =>
  z.object({
    activityCategoryPrices: z.optional(z.array(zOfferPrice)),
    promo: z.optional(z.union([zPromo, z.null()])),
  }),
);

/**
 * enrolment.md 3 'Payment option'.
 */
export const zPaymentOption = /* @__PURE__ */ lazySchema(() =>
  z.object({
    paymentMethod: z.object({
      id: z.int(),
      name: z.optional(z.string()),
    }),
    totalAmount: z.number(),
    transactionsSchedule: z.optional(
      z.array(
        z.object({
          date: z.optional(z.string()),
          totalAmount: z.optional(z.number()),
          chargedAmount: z.optional(z.number()),
          feeAmount: z.optional(z.number()),
        }),
      ),
    ),
  }),
);

/**
 * members-area.md 3 'Payment schedule per membership'.
 */
export const zPaymentSchedule = /* @__PURE__ */ lazySchema(() =>
  z.object({
    membershipId: z.optional(z.int()),
    clubName: z.optional(z.string()),
    activityName: z.optional(z.string()),
    schedule: z.array(
      z.object({
        date: z.optional(z.iso.date()),
        expectedAmount: z.optional(z.number()),
        payedAmount: z.optional(z.number()),
        succeeded: z.optional(z.boolean()),
      }),
    ),
  }),
);

/**
 * enrolment.md 3: 'an activityCategory id or an activityCategoryPrice'; members-area.md 3 'membership.{product}Id'.
 */
export const zSubscriptionMembership = /* @__PURE__ */ lazySchema(() =>
  z.object({
    activityCategory: z.optional(
      z.union([
        z.object({
          id: z.optional(z.int()),
        }),
        z.null(),
      ]),
    ),
    activityCategoryPrice: z.optional(
      z.union([
        z.object({
          id: z.optional(z.int()),
          season: z.optional(
            z.object({
              id: z.optional(z.int()),
            }),
          ),
        }),
        z.null(),
      ]),
    ),
    membership: z.optional(
      z.object({
        '{product}Id': z.optional(z.int()),
      }),
    ),
    id: z.optional(z.int()),
  }),
);

export const zCreatedOrder = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    activityCategoryPrice: z.optional(
      z.object({
        activityCategory: z.optional(
          z.object({
            activity: z.optional(
              z.object({
                '{product}Id': z.optional(z.int()),
              }),
            ),
          }),
        ),
      }),
    ),
  }),
);

/**
 * enrolment.md 3 and members-area.md 3 'Order (registration request)'.
 */
export const zOrder = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    createdAt: z.optional(z.string()),
    status: z.string(),
    ePaymentMethod: z.optional(
      z.union([
        z.object({
          id: z.optional(z.int()),
        }),
        z.null(),
      ]),
    ),
    activityCategoryPrice: z.optional(
      z.object({
        id: z.optional(z.int()),
        title: z.optional(z.string()),
        activityCategory: z.optional(
          z.object({
            id: z.optional(z.int()),
            title: z.optional(z.string()),
            activity: z.optional(
              z.object({
                id: z.optional(z.int()),
                title: z.optional(z.string()),
                '{product}': z.optional(zClubRef),
              }),
            ),
          }),
        ),
      }),
    ),
    paymentSchedule: z.optional(
      z.array(
        z.object({
          date: z.string(),
          totalAmount: z.number(),
        }),
      ),
    ),
  }),
);

/**
 * members-area.md 3 'Licence'.
 */
export const zLicence = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.object({
      licenseLevel: z.optional(
        z.object({
          level: z.optional(z.int()),
          title: z.optional(z.string()),
          type: z.optional(z.int()),
        }),
      ),
      id: z.optional(z.int()),
      number: z.optional(z.union([z.string(), z.null()])),
    }),
    z.null(),
  ]),
);

/**
 * members-area.md 3 and administration.md 3 'Membership'.
 */
export const zMembership = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    season: z.optional(zSeason),
    activity: z.optional(
      z.object({
        id: z.optional(z.int()),
        title: z.optional(z.string()),
        imageUrl: z.optional(z.union([z.string(), z.null()])),
        type: z.optional(z.int()),
      }),
    ),
    '{product}Id': z.optional(z.int()),
    '{product}': z.optional(zClubRef),
    end: z.optional(z.union([z.string(), z.null()])),
    license: z.optional(zLicence),
    subscriptionMemberships: z.optional(z.array(zSubscriptionMembership)),
  }),
);

/**
 * An identity-provider (Keycloak realm) role name, as the shell's applications read them (Adherons, Partageons...).
 */
export const zIdentityRole = /* @__PURE__ */ lazySchema(() => z.string());

/**
 * administration.md 3 'role (id, description)'.
 */
export const zRole = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    description: z.optional(z.string()),
  }),
);

/**
 * administration.md 3 'Responsibility'.
 */
export const zResponsibility = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    role: z.optional(zRole),
    function: z.optional(
      z.union([
        z.object({
          id: z.optional(z.int()),
          title: z.optional(z.string()),
        }),
        z.null(),
      ]),
    ),
    serviceFederation: z.optional(
      z.union([
        z.object({
          id: z.optional(z.int()),
        }),
        z.null(),
      ]),
    ),
    region: z.optional(z.union([zRef, z.null()])),
    organization: z.optional(z.union([zRef, z.null()])),
    '{product}': z.optional(z.union([zRef, z.null()])),
    activity: z.optional(z.union([zRef, z.null()])),
    validatorExpenseReportsId: z.optional(z.union([z.int(), z.null()])),
  }),
);

/**
 * members-area.md 3 'Honorabilite', carried inside the Profile (enrolment.md 3).
 */
export const zHonorabilite = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.object({
      encadrant: z.optional(z.union([z.boolean(), z.null()])),
      dirigeant: z.optional(z.union([z.boolean(), z.null()])),
      arbitre: z.optional(z.union([z.boolean(), z.null()])),
      maitreNageur: z.optional(z.union([z.boolean(), z.null()])),
      nomPrenomNaissance: z.optional(z.union([z.string(), z.null()])),
      paysNaissance: z.optional(z.union([z.string(), z.null()])),
      departmentNaissance: z.optional(z.union([z.string(), z.null()])),
      villeNaissance: z.optional(z.union([z.string(), z.null()])),
      villeNaissanceCode: z.optional(z.union([z.string(), z.null()])),
      prenomMere: z.optional(z.union([z.string(), z.null()])),
      nomMere: z.optional(z.union([z.string(), z.null()])),
      prenomPere: z.optional(z.union([z.string(), z.null()])),
      nomPere: z.optional(z.union([z.string(), z.null()])),
    }),
    z.null(),
  ]),
);

/**
 * enrolment.md 3, members-area.md 3 'Profile/person' and administration.md 3 'Profile'. The
 * personal form's fields are the Profile's own.
 *
 */
export const zProfile = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.optional(z.union([z.string(), z.null()])),
    gender: z.optional(z.nullable(z.enum(['M', 'F']))),
    birthday: z.optional(z.union([z.iso.date(), z.null()])),
    photo: z.optional(z.union([z.string(), z.null()])),
    address: z.optional(z.union([z.string(), z.null()])),
    addressContinued: z.optional(z.union([z.string(), z.null()])),
    city: z.optional(z.union([z.string(), z.null()])),
    postalCode: z.optional(z.union([z.string(), z.null()])),
    mobilePhone: z.optional(z.union([z.string(), z.null()])),
    phone: z.optional(z.union([z.string(), z.null()])),
    secondEmail: z.optional(z.union([z.string(), z.null()])),
    profession: z.optional(z.union([z.string(), z.null()])),
    functionPublic: z.optional(z.union([z.boolean(), z.null()])),
    agreementDiffusionImage: z.optional(z.union([z.boolean(), z.null()])),
    agreementInfoFederation: z.optional(z.union([z.boolean(), z.null()])),
    agreementInfoRegion: z.optional(z.union([z.boolean(), z.null()])),
    agreementInfoClub: z.optional(z.union([z.boolean(), z.null()])),
    agreementInfoPartner: z.optional(z.union([z.boolean(), z.null()])),
    description: z.optional(z.union([z.string(), z.null()])),
    linkedinLink: z.optional(z.union([z.string(), z.null()])),
    twitterLink: z.optional(z.union([z.string(), z.null()])),
    seniority: z.optional(z.union([z.string(), z.int(), z.null()])),
    main: z.optional(z.boolean()),
    role: z.optional(z.union([zRole, z.null()])),
    responsabilities: z.optional(z.array(zResponsibility)),
    mainResponsability: z.optional(z.union([zResponsibility, z.null()])),
    memberships: z.optional(z.array(zMembership)),
    oldMemberships: z.optional(z.array(zMembership)),
    lastSeasonRenewableMemberships: z.optional(z.array(zMembership)),
    '{product}s': z.optional(z.array(zClubRef)),
    preinscriptions: z.optional(
      z.array(
        z.object({
          '{product}': z.optional(zClubRef),
          activities: z.optional(z.string()),
        }),
      ),
    ),
    activeOrders: z.optional(z.array(zOrder)),
    hasActiveConversations: z.optional(z.boolean()),
    honorabilite: z.optional(zHonorabilite),
  }),
);

/**
 * members-area.md 3 'Profile/person' as the personal form sends it (birthday YYYY-MM-DD).
 */
export const zProfilePayload = /* @__PURE__ */ lazySchema(() =>
  z.object({
    firstname: z.string(),
    lastname: z.string(),
    gender: z.optional(z.nullable(z.enum(['M', 'F']))),
    birthday: z.optional(z.iso.date()),
    secondEmail: z.optional(z.union([z.string(), z.null()])),
    address: z.optional(z.union([z.string(), z.null()])),
    addressContinued: z.optional(z.union([z.string(), z.null()])),
    postalCode: z.optional(z.union([z.string(), z.null()])),
    city: z.optional(z.union([z.string(), z.null()])),
    phone: z.optional(z.union([z.string(), z.null()])),
    mobilePhone: z.optional(z.union([z.string(), z.null()])),
    profession: z.optional(z.union([z.string(), z.null()])),
    functionPublic: z.optional(z.union([z.boolean(), z.null()])),
    agreementDiffusionImage: z.optional(z.boolean()),
    agreementInfoFederation: z.optional(z.boolean()),
    agreementInfoRegion: z.optional(z.boolean()),
    agreementInfoClub: z.optional(z.boolean()),
    agreementInfoPartner: z.optional(z.boolean()),
    honorabilite: z.optional(zHonorabilite),
  }),
);

/**
 * administration.md 3 'Picture upload payload'.
 */
export const zPictureUpload = /* @__PURE__ */ lazySchema(() =>
  z.object({
    fileExtension: z.string(),
    imageType: z.literal('PROFILE_PICTURE'),
    imageBase64: z.string(),
  }),
);

export const zPictureLink = /* @__PURE__ */ lazySchema(() =>
  z.object({
    link: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * enrolment.md 3 'Information demand payload'.
 */
export const zInformationDemand = /* @__PURE__ */ lazySchema(() =>
  z.object({
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.optional(z.iso.date()),
    mailAdress: z.string(),
    phoneNumber: z.optional(z.string()),
    question: z.optional(z.string()),
    club: z.object({
      id: z.optional(z.int()),
    }),
    activities: z.array(
      z.object({
        id: z.optional(z.int()),
      }),
    ),
  }),
);

/**
 * enrolment.md 3 'Offline registration form' payload names (sent unswapped).
 */
export const zOfflineMember = /* @__PURE__ */ lazySchema(() =>
  z.object({
    firstname: z.string(),
    lastname: z.string(),
    birthday: z.optional(z.iso.date()),
    gender: z.optional(z.enum(['M', 'F'])),
    email: z.optional(z.string()),
    mobilePhone: z.optional(z.string()),
    agreementDiffusionImage: z.optional(z.boolean()),
    agreementInfoFederation: z.optional(z.boolean()),
    agreementInfoClub: z.optional(z.boolean()),
    agreementInfoRegion: z.optional(z.boolean()),
    agreementInfoPartner: z.optional(z.boolean()),
  }),
);

/**
 * enrolment.md 3 'Payment link request'; amounts in cents.
 */
export const zPaymentLinkRequest = /* @__PURE__ */ lazySchema(() =>
  z.object({
    totalAmount: z.int(),
    initialAmount: z.int(),
    itemName: z.string(),
    backUrl: z.string(),
    errorUrl: z.string(),
    returnUrl: z.string(),
    containsDonation: z.optional(z.boolean()),
    payer: z.object({
      firstName: z.optional(z.string()),
      lastName: z.optional(z.string()),
      email: z.optional(z.string()),
    }),
    metadata: z.object({
      noAccount: z.optional(z.boolean()),
      clubId: z.optional(z.int()),
      activityId: z.optional(z.int()),
      categoryId: z.optional(z.int()),
      offlineUser: z.optional(z.unknown()),
      others: z.optional(z.array(z.unknown())),
    }),
  }),
);

/**
 * enrolment.md 3 'Reservation'.
 */
export const zReservation = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.object({
      id: z.optional(z.union([z.int(), z.null()])),
      person: z.optional(z.unknown()),
      seance: z.optional(z.unknown()),
      reservationDate: z.optional(z.iso.date()),
    }),
    z.null(),
  ]),
);

/**
 * enrolment.md 3 'Presign demand / order payload'; paymentMethodId 0 for pre-registration.
 */
export const zOrderPayload = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profileId: z.int(),
    memberId: z.optional(z.union([z.int(), z.null()])),
    activityCategoryPriceId: z.int(),
    licenseLevelId: z.int(),
    reservation: z.optional(zReservation),
    promo: z.optional(z.union([zPromo, z.null()])),
    paymentMethodId: z.int().gte(0),
    profileDetails: z.optional(
      z.object({
        firstname: z.optional(z.string()),
        lastname: z.optional(z.string()),
        birthday: z.optional(z.union([z.string(), z.null()])),
        gender: z.optional(z.union([z.string(), z.null()])),
        email: z.optional(z.union([z.string(), z.null()])),
        address: z.optional(z.union([z.string(), z.null()])),
        addressContinued: z.optional(z.union([z.string(), z.null()])),
        city: z.optional(z.union([z.string(), z.null()])),
        postalCode: z.optional(z.union([z.string(), z.null()])),
      }),
    ),
    amount: z.number(),
    healthAttestation: z.optional(z.boolean()),
  }),
);

/**
 * enrolment.md 7: 'Body orderId, firstName, lastName'.
 */
export const zOrderPaymentLinkRequest = /* @__PURE__ */ lazySchema(() =>
  z.object({
    orderId: z.int(),
    firstName: z.optional(z.string()),
    lastName: z.optional(z.string()),
  }),
);

export const zActivityRisk = /* @__PURE__ */ lazySchema(() =>
  z.object({
    risky: z.optional(z.boolean()),
  }),
);

/**
 * administration.md 7.7 'A premium-perks link request'.
 */
export const zPerksLinkRequest = /* @__PURE__ */ lazySchema(() =>
  z.object({
    action: z.literal('ask'),
    crypt: z.string(),
    controlCode: z.string(),
    iv: z.string(),
    unicity: z.string(),
  }),
);

/**
 * members-area.md 3 'Express account payload'.
 */
export const zExpressAccount = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    password: z.string().min(7),
    birthday: z.iso.date(),
    gender: z.enum(['M', 'F']),
    adress: z.optional(z.string()),
    postalCode: z.optional(z.string()),
    city: z.optional(z.string()),
    newsletter: z.optional(z.boolean()),
    partnerContact: z.optional(z.boolean()),
    fromUrl: z.optional(z.string()),
    licenceByEmail: z.optional(z.boolean()),
  }),
);

/**
 * members-area.md 3 'Sponsor'.
 */
export const zSponsor = /* @__PURE__ */ lazySchema(() =>
  z.object({
    imageUrl: z.string(),
    linkUrl: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * administration.md 3 'Offer (home cards)'.
 */
export const zOffer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    titre: z.string(),
    description: z.optional(z.union([z.string(), z.null()])),
    imageUrl: z.optional(z.union([z.string(), z.null()])),
    url: z.optional(z.union([z.string(), z.null()])),
    initialPrice: z.optional(z.union([z.number(), z.null()])),
    finalPrice: z.optional(z.union([z.number(), z.null()])),
  }),
);

/**
 * administration.md 3 'Service plan banner (link, restrictedLink)'; members-area.md 3 'banner'.
 */
export const zServicePlan = /* @__PURE__ */ lazySchema(() =>
  z.object({
    banner: z.optional(
      z.union([
        z.object({
          link: z.optional(z.union([z.string(), z.null()])),
          restrictedLink: z.optional(z.union([z.string(), z.null()])),
          imageUrl: z.optional(z.union([z.string(), z.null()])),
          linkUrl: z.optional(z.union([z.string(), z.null()])),
          alt: z.optional(z.union([z.string(), z.null()])),
        }),
        z.null(),
      ]),
    ),
  }),
);

/**
 * administration.md 3 'News item'.
 */
export const zNewsItem = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    typeId: z.optional(z.union([z.int(), z.null()])),
    titre: z.string(),
    resume: z.optional(z.union([z.string(), z.null()])),
    image: z.optional(z.union([z.string(), z.null()])),
    region: z.optional(z.union([z.string(), z.record(z.string(), z.unknown()), z.null()])),
    updatedAt: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * administration.md 3 'Page response' of news items.
 */
export const zNewsPage = /* @__PURE__ */ lazySchema(() =>
  z.object({
    content: z.array(zNewsItem),
    size: z.optional(z.int()),
    number: z.optional(z.int()),
    totalPages: z.optional(z.int()),
    totalElements: z.optional(z.int()),
    numberOfElements: z.optional(z.int()),
  }),
);

/**
 * members-area.md 3 'Attestation reply'.
 */
export const zAttestationReply = /* @__PURE__ */ lazySchema(() =>
  z.object({
    member: z.object({
      firstname: z.optional(z.string()),
      lastname: z.optional(z.string()),
    }),
    '{product}': z.optional(
      z.object({
        id: z.optional(z.int()),
        title: z.optional(z.string()),
        city: z.optional(z.union([z.string(), z.null()])),
      }),
    ),
    licences: z.optional(
      z.array(
        z.object({
          title: z.optional(z.string()),
          number: z.optional(z.union([z.string(), z.null()])),
        }),
      ),
    ),
    cotisationActivite: z.optional(z.number()),
    priceDroitOmnisport: z.optional(z.number()),
    totalPrice: z.optional(z.number()),
    attestationId: z.optional(z.union([z.int(), z.string()])),
    season: z.optional(
      z.object({
        title: z.optional(z.string()),
      }),
    ),
    issuedOn: z.optional(z.iso.date()),
    activities: z.optional(
      z.array(
        z.object({
          title: z.optional(z.string()),
          cotisationActivite: z.optional(z.number()),
        }),
      ),
    ),
  }),
);

export const zAttestationReference = /* @__PURE__ */ lazySchema(() =>
  z.object({
    attestationId: z.optional(z.union([z.int(), z.string()])),
    verificationCode: z.optional(z.string()),
  }),
);

/**
 * administration.md 3 'Privileges. role, clubs (id, title, regionId, organizationId), regions, organizations' (role's shape not shown).
 */
export const zPrivileges = /* @__PURE__ */ lazySchema(() =>
  z.object({
    role: z.optional(z.unknown()),
    clubs: z.optional(
      z.array(
        z.object({
          id: z.int(),
          title: z.string(),
          regionId: z.optional(z.union([z.int(), z.null()])),
          organizationId: z.optional(z.union([z.int(), z.null()])),
        }),
      ),
    ),
    regions: z.optional(z.array(zRef)),
    organizations: z.optional(z.array(zRef)),
  }),
);

/**
 * A profile of an Account (administration.md 3).
 */
export const zAccountProfile = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    firstName: z.optional(z.union([z.string(), z.null()])),
    lastName: z.optional(z.union([z.string(), z.null()])),
    pictureUrl: z.optional(z.union([z.string(), z.null()])),
    main: z.optional(z.boolean()),
    hasActiveMemberships: z.optional(z.boolean()),
  }),
);

/**
 * A row of the administrators list and of the search. The spec shows the table's columns (account, holder's full name, main function; administration.md 2) but not the rows of its page response, so a row is read as the Account it names (administration.md 3): the holder is the main profile. Only the main function is ours.
 */
export const zAccountRow = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: z.string(),
    profiles: z.optional(z.array(zAccountProfile)),
    mainFunction: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * administration.md 3 'Page response'.
 */
export const zAccountRowPage = /* @__PURE__ */ lazySchema(() =>
  z.object({
    content: z.array(zAccountRow),
    size: z.optional(z.int()),
    number: z.optional(z.int()),
    totalPages: z.optional(z.int()),
    totalElements: z.optional(z.int()),
    numberOfElements: z.optional(z.int()),
  }),
);

/**
 * administration.md 3 'Account'.
 */
export const zAccount = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: z.string(),
    profiles: z.array(zAccountProfile),
  }),
);

/**
 * administration.md 3 'Responsibility configuration'.
 */
export const zResponsibilityConfiguration = /* @__PURE__ */ lazySchema(() =>
  z.object({
    roles: z.optional(
      z.array(
        z.object({
          id: z.optional(z.int()),
          description: z.optional(z.string()),
          enabled: z.optional(z.boolean()),
          functions: z.optional(z.array(zRef)),
        }),
      ),
    ),
    services: z.optional(
      z.array(
        z.object({
          id: z.optional(z.int()),
          title: z.optional(z.string()),
          functions: z.optional(z.array(zRef)),
        }),
      ),
    ),
  }),
);

export const zAdminActivity = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.int(),
    title: z.string(),
    type: z.optional(z.union([z.int(), z.string(), z.null()])),
    endDate: z.optional(z.union([z.string(), z.null()])),
  }),
);

/**
 * administration.md 7.1 'responsabilityFormDto (id, role, serviceId, functionId, regionId, organizationId, clubId, activityId, validatorExpenseReportsId)'.
 */
export const zResponsibilityForm = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.optional(z.union([z.int(), z.null()])),
    role: z.optional(z.union([z.int(), z.null()])),
    serviceId: z.optional(z.union([z.int(), z.null()])),
    functionId: z.optional(z.union([z.int(), z.null()])),
    regionId: z.optional(z.union([z.int(), z.null()])),
    organizationId: z.optional(z.union([z.int(), z.null()])),
    clubId: z.optional(z.union([z.int(), z.null()])),
    activityId: z.optional(z.union([z.int(), z.null()])),
    validatorExpenseReportsId: z.optional(z.union([z.int(), z.null()])),
  }),
);

/**
 * administration.md 7.1 'userDto'.
 */
export const zUserDto = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.optional(z.union([z.int(), z.null()])),
    email: z.optional(z.union([z.string(), z.null()])),
    firstname: z.optional(z.union([z.string(), z.null()])),
    lastname: z.optional(z.union([z.string(), z.null()])),
    address: z.optional(z.union([z.string(), z.null()])),
    addressSuite: z.optional(z.union([z.string(), z.null()])),
    city: z.optional(z.union([z.string(), z.null()])),
    postalCode: z.optional(z.union([z.string(), z.null()])),
    mobilePhone: z.optional(z.union([z.string(), z.null()])),
    phone: z.optional(z.union([z.string(), z.null()])),
    profilePicture: z.optional(z.union([z.string(), z.null()])),
    description: z.optional(z.union([z.string(), z.null()])),
    linkedinLink: z.optional(z.union([z.string(), z.null()])),
    twitterLink: z.optional(z.union([z.string(), z.null()])),
    seniority: z.optional(z.union([z.string(), z.int(), z.null()])),
  }),
);

export const zCreateResponsibility = /* @__PURE__ */ lazySchema(() =>
  z.object({
    profileId: z.int(),
    userDto: z.optional(zUserDto),
    responsabilityFormDto: zResponsibilityForm,
  }),
);

/**
 * administration.md 7.1 'POST /user-admin/invite'.
 */
export const zInvitation = /* @__PURE__ */ lazySchema(() =>
  z.object({
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    postier: z.optional(z.boolean()),
    identifiantPostier: z.optional(z.union([z.string(), z.null()])),
    volunteer: z.optional(z.boolean()),
    responsabilityFormDto: zResponsibilityForm,
  }),
);

export const zInviteAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    success: z.optional(z.boolean()),
    profileId: z.optional(z.int()),
  }),
);

export const zFunctionForm = /* @__PURE__ */ lazySchema(() =>
  z.object({
    title: z.optional(z.string()),
    roleIds: z.optional(z.array(z.int())),
    serviceIds: z.optional(z.array(z.int())),
  }),
);

/**
 * members-area.md 3 'Commune: title, inseeCode', as the spec's backend answers it
 * (GET /public/communes/{code}). Not the geography service's commune: see GeoCommune.
 *
 */
export const zCommune = /* @__PURE__ */ lazySchema(() =>
  z.object({
    title: z.string(),
    inseeCode: z.string(),
  }),
);

/**
 * A commune as the French geography service (geo.api.gouv.fr) answers it, with that
 * service's names: members-area.md 3 'Commune ... (or nom for the postal-code lookup)'. The
 * portal's postal-code and département lookups read it; the spec's own Commune is Commune.
 *
 */
export const zGeoCommune = /* @__PURE__ */ lazySchema(() =>
  z.object({
    nom: z.string(),
    code: z.optional(z.string()),
    codesPostaux: z.optional(z.array(z.string())),
    codeDepartement: z.optional(z.string()),
  }),
);

/**
 * members-area.md 3 'Department: nom, code', the geography service's names too (GET /departements).
 */
export const zDepartment = /* @__PURE__ */ lazySchema(() =>
  z.object({
    nom: z.string(),
    code: z.string(),
  }),
);

/**
 * A GeoJSON FeatureCollection of api-adresse.data.gouv.fr.
 */
export const zGeocoderAnswer = /* @__PURE__ */ lazySchema(() =>
  z.object({
    type: z.optional(z.string()),
    features: z.array(
      z.object({
        geometry: z.optional(
          z.object({
            coordinates: z.optional(z.array(z.number())),
          }),
        ),
        properties: z.optional(z.record(z.string(), z.unknown())),
      }),
    ),
  }),
);

/**
 * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
 * specification writes `{product}` in paths and field names; see the document's description.
 *
 */
export const zProduct = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetPreInscriptionsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      email: z.string(),
      lastname: z.string(),
      firstname: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zGetPreInscriptionsResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zPostInformationDemandData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zInformationDemand,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

export const zPostInformationDemandResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zRegisterEventData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.array(zOfflineMember).min(1),
    path: z.optional(z.never()),
    query: z.object({
      clubId: z.int(),
      activityId: z.int(),
      categoryId: z.int(),
    }),
  }),
);

/**
 * Registered. 'Response has success'.
 */
export const zRegisterEventResponse = /* @__PURE__ */ lazySchema(() => zSuccess);

export const zCheckMemberEmailData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      email: z.string(),
    }),
  }),
);

/**
 * True when the address is used.
 */
export const zCheckMemberEmailResponse = /* @__PURE__ */ lazySchema(() => z.boolean());

export const zGetCategoriesOffersByActivityCategoryData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      season: z.int(),
    }),
    query: z.object({
      activityCategoryId: z.int(),
      memberId: z.optional(z.int()),
    }),
  }),
);

/**
 * The offers.
 */
export const zGetCategoriesOffersByActivityCategoryResponse = /* @__PURE__ */ lazySchema(
  () => zOffers,
);

export const zGetClubPromoData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      product: z.string(),
      clubId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zGetClubPromoResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([z.union([zPromo, z.null()]), z.void()]),
);

export const zGetPromoData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The promo.
 */
export const zGetPromoResponse = /* @__PURE__ */ lazySchema(() => zPromo);

export const zGetLicensesOptionsForActivityCategoryData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      activityCategoryPriceId: z.int(),
      memberId: z.optional(z.int()),
    }),
  }),
);

/**
 * The licence options.
 */
export const zGetLicensesOptionsForActivityCategoryResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zLicenseOption),
);

export const zGetPaymentOptionsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      memberId: z.int(),
      activityCategoryPriceId: z.int(),
      licenseLevelId: z.int(),
      amount: z.number(),
    }),
  }),
);

/**
 * The payment options.
 */
export const zGetPaymentOptionsResponse = /* @__PURE__ */ lazySchema(() => z.array(zPaymentOption));

export const zGetPaymentScheduleData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      memberId: z.int(),
    }),
  }),
);

/**
 * One schedule per membership that has one.
 */
export const zGetPaymentScheduleResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zPaymentSchedule),
);

export const zPostPaymentLinkData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zPaymentLinkRequest,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The checkout address, or 'FULL'.
 */
export const zPostPaymentLinkResponse = /* @__PURE__ */ lazySchema(() => zPaymentLink);

export const zPostOrderData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zOrderPayload,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * Response has id and the activityCategoryPrice.activityCategory.activity club id.
 */
export const zPostOrderResponse = /* @__PURE__ */ lazySchema(() => zCreatedOrder);

export const zPostZeroEuroPaymentData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      orderId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Response link.
 */
export const zPostZeroEuroPaymentResponse = /* @__PURE__ */ lazySchema(() => zPaymentLink);

export const zConfirmOrderData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      orderId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zConfirmOrderResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zPostPresignDemandData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zOrderPayload,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

export const zPostPresignDemandResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zCancelOrderData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zCancelOrderResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zGetActiveOrdersData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      profileId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The active orders.
 */
export const zGetActiveOrdersResponse = /* @__PURE__ */ lazySchema(() => z.array(zOrder));

export const zGetOrderPaymentLinkData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zOrderPaymentLinkRequest,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * Response link, or 'FULL'.
 */
export const zGetOrderPaymentLinkResponse = /* @__PURE__ */ lazySchema(() => zPaymentLink);

export const zGetOrderPaymentLinkProviderData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zOrderPaymentLinkRequest,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * Response link, or 'FULL'.
 */
export const zGetOrderPaymentLinkProviderResponse = /* @__PURE__ */ lazySchema(() => zPaymentLink);

export const zGetActivityData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The activity.
 */
export const zGetActivityResponse = /* @__PURE__ */ lazySchema(() => zActivity);

export const zGetActivityRiskData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The risk flag.
 */
export const zGetActivityRiskResponse = /* @__PURE__ */ lazySchema(() => zActivityRisk);

export const zGetMemberSubscriptionsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      clubId: z.int(),
      memberId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The subscriptions.
 */
export const zGetMemberSubscriptionsResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zSubscriptionMembership),
);

export const zPostPremiumClientData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The checkout of the premium pack.
 */
export const zPostPremiumClientResponse = /* @__PURE__ */ lazySchema(() => zPaymentLink);

export const zGetSeasonsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The seasons.
 */
export const zGetSeasonsResponse = /* @__PURE__ */ lazySchema(() => z.array(zSeason));

export const zGetFederalActivitiesData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The federal activities, by title.
 */
export const zGetFederalActivitiesResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zFederalActivity),
);

export const zGetAuthClubPremiumData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The address, as text.
 */
export const zGetAuthClubPremiumResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetAutoConnectEdenredData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zPerksLinkRequest,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The encrypted reply, split on a separator.
 */
export const zGetAutoConnectEdenredResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetPublicCommunesData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      code: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The communes.
 */
export const zGetPublicCommunesResponse = /* @__PURE__ */ lazySchema(() => z.array(zCommune));

export const zPostMembershipBulletinPdfData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * A PDF file (file reply).
 */
export const zPostMembershipBulletinPdfResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetClubsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      product: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Every club.
 */
export const zGetClubsResponse = /* @__PURE__ */ lazySchema(() => z.array(zClub));

export const zGetClubByOfferData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      product: z.string(),
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The club.
 */
export const zGetClubByOfferResponse = /* @__PURE__ */ lazySchema(() => zClub);

export const zGetClubDetailsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      product: z.string(),
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The club.
 */
export const zGetClubDetailsResponse = /* @__PURE__ */ lazySchema(() => zClub);

export const zGetClubSponsorsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      product: z.string(),
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The sponsors.
 */
export const zGetClubSponsorsResponse = /* @__PURE__ */ lazySchema(() => z.array(zSponsor));

export const zGetClubSettlementData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      product: z.string(),
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The club's rules.
 */
export const zGetClubSettlementResponse = /* @__PURE__ */ lazySchema(() => zClubSettlement);

export const zGetSessionsByActivityData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      activityId: z.int(),
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      profileId: z.optional(z.int()),
    }),
  }),
);

/**
 * The sessions, by date.
 */
export const zGetSessionsByActivityResponse = /* @__PURE__ */ lazySchema(() => z.array(zSession));

export const zGetSessionsByCategoryData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      categoryId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The category's sessions.
 */
export const zGetSessionsByCategoryResponse = /* @__PURE__ */ lazySchema(() => z.array(zSession));

export const zGetPublicSessionData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The session.
 */
export const zGetPublicSessionResponse = /* @__PURE__ */ lazySchema(() => zSession);

export const zGetSessionsByUuidData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.string(),
    }),
    query: z.optional(
      z.object({
        profileId: z.optional(z.int()),
      }),
    ),
  }),
);

/**
 * The sessions of the series.
 */
export const zGetSessionsByUuidResponse = /* @__PURE__ */ lazySchema(() => z.array(zSession));

export const zGetClubContactsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * Every club.
 */
export const zGetClubContactsResponse = /* @__PURE__ */ lazySchema(() => z.array(zClubListItem));

export const zGetClubContactData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The club contact.
 */
export const zGetClubContactResponse = /* @__PURE__ */ lazySchema(() => zClubContact);

export const zGetClubActivitiesData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      clubId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The club's activities with their categories.
 */
export const zGetClubActivitiesResponse = /* @__PURE__ */ lazySchema(() => z.array(zActivity));

export const zGetActivityCategoriesData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      activityId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The categories.
 */
export const zGetActivityCategoriesResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zActivityCategory),
);

export const zGetLicenseLevelsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The licence levels and their amounts.
 */
export const zGetLicenseLevelsResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zLicenseLevelAmount),
);

export const zGetPublicLicenseData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
 */
export const zGetPublicLicenseResponse = /* @__PURE__ */ lazySchema(() => zNotShown);

export const zGetLicensePdfData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * A PDF file (file reply).
 */
export const zGetLicensePdfResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetProfilesData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The holder and the relatives.
 */
export const zGetProfilesResponse = /* @__PURE__ */ lazySchema(() => z.array(zProfile));

export const zCreateProfileData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zProfilePayload,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The profile.
 */
export const zCreateProfileResponse = /* @__PURE__ */ lazySchema(() => zProfile);

export const zGetProfileData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The profile.
 */
export const zGetProfileResponse = /* @__PURE__ */ lazySchema(() => zProfile);

export const zUpdateProfileData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zProfilePayload,
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zUpdateProfileResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([z.union([zProfile, z.null()]), z.void()]),
);

export const zDissociateProfileData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Response has success.
 */
export const zDissociateProfileResponse = /* @__PURE__ */ lazySchema(() => zSuccess);

export const zSetProfileAsMainData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Response has success.
 */
export const zSetProfileAsMainResponse = /* @__PURE__ */ lazySchema(() => zSuccess);

export const zUpdateProfilePictureData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zPictureUpload,
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The response has link.
 */
export const zUpdateProfilePictureResponse = /* @__PURE__ */ lazySchema(() => zPictureLink);

export const zGetSubscriptionMembershipListData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The subscription memberships.
 */
export const zGetSubscriptionMembershipListResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zSubscriptionMembership),
);

export const zGetMemberRenewalData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zGetMemberRenewalResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zGetPublicAttestationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      a: z.string(),
      b: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The attestation reply.
 */
export const zGetPublicAttestationResponse = /* @__PURE__ */ lazySchema(() => zAttestationReply);

export const zGetAttestationPdfData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      a: z.int(),
      b: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * A PDF file (file reply).
 */
export const zGetAttestationPdfResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetAttestationReferenceData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      a: z.int(),
      b: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The reference.
 */
export const zGetAttestationReferenceResponse = /* @__PURE__ */ lazySchema(
  () => zAttestationReference,
);

export const zReserveSessionData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      sessionId: z.int(),
      profileId: z.int(),
      flag: z.boolean(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zReserveSessionResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zCancelReservationData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      sessionId: z.int(),
      profileId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zCancelReservationResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zGetReservationStatusData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      sessionId: z.int(),
      profileId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Booked.
 */
export const zGetReservationStatusResponse = /* @__PURE__ */ lazySchema(() => z.boolean());

export const zGetSeriesSiblingsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      uuid: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The count.
 */
export const zGetSeriesSiblingsResponse = /* @__PURE__ */ lazySchema(() => z.int().gte(0));

export const zGetPrivilegesData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The privileges.
 */
export const zGetPrivilegesResponse = /* @__PURE__ */ lazySchema(() => zPrivileges);

export const zSearchByFiltersData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(
      z.object({
        organization: z.optional(z.int()),
        comiteRegional: z.optional(z.int()),
        '{product}': z.optional(z.int()),
        name: z.optional(z.string()),
        offset: z.optional(z.int().gte(0)),
        limit: z.optional(z.int().gte(1)),
      }),
    ),
  }),
);

/**
 * Page response.
 */
export const zSearchByFiltersResponse = /* @__PURE__ */ lazySchema(() => zAccountRowPage);

export const zSearchByNeedleData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      needle: z.string(),
      offset: z.optional(z.int().gte(0)),
      limit: z.optional(z.int().gte(1)),
    }),
  }),
);

/**
 * Page response.
 */
export const zSearchByNeedleResponse = /* @__PURE__ */ lazySchema(() => zAccountRowPage);

export const zGetAccountData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      email: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The account.
 */
export const zGetAccountResponse = /* @__PURE__ */ lazySchema(() => zAccount);

export const zGetAdminProfileData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The profile.
 */
export const zGetAdminProfileResponse = /* @__PURE__ */ lazySchema(() => zProfile);

export const zGetRolesData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The roles.
 */
export const zGetRolesResponse = /* @__PURE__ */ lazySchema(() => z.array(zIdentityRole));

export const zGetRolesOfPersonData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      email: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The roles of the person.
 */
export const zGetRolesOfPersonResponse = /* @__PURE__ */ lazySchema(() => z.array(zIdentityRole));

export const zGetRolesConfigData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The responsibility configuration.
 */
export const zGetRolesConfigResponse = /* @__PURE__ */ lazySchema(
  () => zResponsibilityConfiguration,
);

export const zGetRegionClubsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The clubs, by title.
 */
export const zGetRegionClubsResponse = /* @__PURE__ */ lazySchema(() => z.array(zRef));

export const zGetRegionClubActivitiesData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      regionId: z.int(),
      clubId: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The activities.
 */
export const zGetRegionClubActivitiesResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zAdminActivity),
);

export const zCreateResponsibilityData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zCreateResponsibility,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

export const zCreateResponsibilityResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zDeleteResponsibilityData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zDeleteResponsibilityResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zUpdateResponsibilityData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zResponsibilityForm,
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zUpdateResponsibilityResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zInviteAdministratorData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zInvitation,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * Response has success.
 */
export const zInviteAdministratorResponse = /* @__PURE__ */ lazySchema(() => zInviteAnswer);

export const zUserAdminEmailExistsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      email: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Account existence response.
 */
export const zUserAdminEmailExistsResponse = /* @__PURE__ */ lazySchema(() => zAccountExists);

export const zUpdateFunctionData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zFunctionForm,
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zUpdateFunctionResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zAddFunctionData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.object({
      title: z.string(),
    }),
    path: z.optional(z.never()),
    query: z.object({
      roleId: z.union([z.int(), z.string().regex(/^\d+(,\d+)*$/)]),
      serviceId: z.optional(z.union([z.int(), z.string().regex(/^\d+(,\d+)*$/)])),
    }),
  }),
);

export const zAddFunctionResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zCountFunctionUsersData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The number.
 */
export const zCountFunctionUsersResponse = /* @__PURE__ */ lazySchema(() => z.int().gte(0));

export const zAccountExistsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      email: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Account existence response.
 */
export const zAccountExistsResponse = /* @__PURE__ */ lazySchema(() => zAccountExists);

export const zPublicAccountExistsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      email: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * Account existence response.
 */
export const zPublicAccountExistsResponse = /* @__PURE__ */ lazySchema(() => zAccountExists);

export const zChangeAccountMailData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      currentEmail: z.string(),
      newEmail: z.string(),
      flag: z.unknown(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zChangeAccountMailResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([z.union([zEmailChangeAnswer, z.null()]), z.void()]),
);

export const zPostExpressPremiumClientData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: zExpressAccount,
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * Response link.
 */
export const zPostExpressPremiumClientResponse = /* @__PURE__ */ lazySchema(() => zPaymentLink);

export const zAddPostData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.record(z.string(), z.unknown())),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

export const zAddPostResponse = /* @__PURE__ */ lazySchema(() => z.union([zNotShown, z.void()]));

export const zDeletePostData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zDeletePostResponse = /* @__PURE__ */ lazySchema(() => z.union([zNotShown, z.void()]));

export const zAddCommentData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.record(z.string(), z.unknown())),
    path: z.object({
      a: z.string(),
      b: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zAddCommentResponse = /* @__PURE__ */ lazySchema(() => z.union([zNotShown, z.void()]));

export const zDeleteCommentData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zDeleteCommentResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zTogglePostLikeData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      a: z.string(),
      b: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zTogglePostLikeResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zGetCommentsByPostData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      a: z.string(),
      b: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
 */
export const zGetCommentsByPostResponse = /* @__PURE__ */ lazySchema(() => zNotShown);

export const zToggleCommentLikeData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      a: z.string(),
      b: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

export const zToggleCommentLikeResponse = /* @__PURE__ */ lazySchema(() =>
  z.union([zNotShown, z.void()]),
);

export const zGetBestOffersData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(z.never()),
  }),
);

/**
 * The offers.
 */
export const zGetBestOffersResponse = /* @__PURE__ */ lazySchema(() => z.array(zOffer));

export const zGetHealthBrochurePdfData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      product: z.string(),
    }),
    query: z.optional(z.never()),
  }),
);

/**
 * A PDF file (file reply).
 */
export const zGetHealthBrochurePdfResponse = /* @__PURE__ */ lazySchema(() => z.string());

export const zGetServicePlanData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(
      z.object({
        v: z.optional(z.string()),
      }),
    ),
  }),
);

/**
 * The service plan.
 */
export const zGetServicePlanResponse = /* @__PURE__ */ lazySchema(() => zServicePlan);

export const zGetNewsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      id: z.int(),
    }),
    query: z.optional(
      z.object({
        offset: z.optional(z.int().gte(0)).default(0),
        limit: z.optional(z.int().gte(1).lte(100)).default(10),
      }),
    ),
  }),
);

/**
 * Page response of news items.
 */
export const zGetNewsResponse = /* @__PURE__ */ lazySchema(() => zNewsPage);

export const zGetCommunesByPostalCodeData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      codePostal: z.string(),
      fields: z.optional(z.string()),
      format: z.optional(z.enum(['json', 'geojson'])),
    }),
  }),
);

/**
 * The communes.
 */
export const zGetCommunesByPostalCodeResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zGeoCommune),
);

export const zGetDepartementsData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.optional(
      z.object({
        fields: z.optional(z.string()),
      }),
    ),
  }),
);

/**
 * The departments.
 */
export const zGetDepartementsResponse = /* @__PURE__ */ lazySchema(() => z.array(zDepartment));

export const zGetCommunesByDepartementData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.object({
      code: z.string(),
    }),
    query: z.optional(
      z.object({
        fields: z.optional(z.string()),
      }),
    ),
  }),
);

/**
 * The communes.
 */
export const zGetCommunesByDepartementResponse = /* @__PURE__ */ lazySchema(() =>
  z.array(zGeoCommune),
);

export const zGeocodeAddressData = /* @__PURE__ */ lazySchema(() =>
  z.object({
    body: z.optional(z.never()),
    path: z.optional(z.never()),
    query: z.object({
      q: z.string(),
      limit: z.optional(z.int()),
      type: z.optional(z.enum(['housenumber', 'street', 'locality', 'municipality'])),
    }),
  }),
);

/**
 * A GeoJSON FeatureCollection.
 */
export const zGeocodeAddressResponse = /* @__PURE__ */ lazySchema(() => zGeocoderAnswer);
