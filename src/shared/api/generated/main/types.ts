// Generated from docs/openapi/main-api.yaml by `npm run gen:api` (@hey-api/openapi-ts, zod plugin).
// Do not edit: change the document, then regenerate (docs/adr/0017-generated-schemas.md).

/**
 * Any JSON, or nothing; not read.
 */
export type NotShown = unknown;

export type _Error = {
  message?: string;
};

/**
 * 'Response has success' (register-event, dissociate, set-as-main, invitation).
 */
export type Success = {
  success?: boolean;
};

/**
 * The account e-mail change's answer; administration.md 7.2 shows none.
 */
export type EmailChangeAnswer = {
  success?: boolean;
};

export type AccountExists = {
  responseIsTrue: boolean;
};

/**
 * Payment link result (enrolment.md 3): a link equal to 'FULL' means no places remain.
 */
export type PaymentLink = {
  link?: string | null;
};

export type Ref = {
  id: number;
  title: string;
};

/**
 * enrolment.md 3, administration.md 3. The next season's id is the current id plus 1.
 */
export type Season = {
  id: number;
  title: string;
  startDate?: string;
  endDate?: string;
  current?: boolean;
};

/**
 * The profile's clubs (members-area.md 3 'asptts (clubs: id, title, logoUrl)', the Profile's '{product}s').
 */
export type ClubRef = {
  id: number;
  title: string;
  logoUrl?: string | null;
  /**
   * administration.md 3 'a computed membershipsCount' (computed by the portal).
   */
  membershipsCount?: number;
};

/**
 * enrolment.md 3 'Club', members-area.md 3 'Club details'; a list item and the details alike.
 */
export type Club = {
  id: number;
  title: string;
  site?: string | null;
  latitude?: number;
  longitude?: number;
  logoUrl?: string | null;
  federalActivities?: Array<number>;
  /**
   * The club payment-slug parameter.
   */
  'parameters{Product}'?: {
    'helloasso{Product}Slug'?: string | null;
  } | null;
  address?: string | null;
  postalCode?: string | null;
  city?: string | null;
  email?: string | null;
  phone?: string | null;
  ageRanges?: Array<{
    federalActivityId?: number;
    minAge?: number;
    maxAge?: number;
    marge?: number;
  }>;
};

/**
 * enrolment.md 3 'clubSettlement (settlement as HTML, settlementRequired)'.
 */
export type ClubSettlement = {
  settlement?: string | null;
  settlementRequired?: boolean;
};

/**
 * administration.md 3 'Club list item'.
 */
export type ClubListItem = {
  id: number;
  title: string;
  logoUrl?: string | null;
};

export type ContactPerson = {
  firstname?: string | null;
  lastname?: string | null;
  phone?: string | null;
  email?: string | null;
} | null;

/**
 * administration.md 3 'Club contact' (its spellings kept).
 */
export type ClubContact = {
  title: string;
  presidentGeneral?: ContactPerson;
  secretereGeneral?: ContactPerson;
  tresorier?: ContactPerson;
  correspontantCommunication?: ContactPerson;
  address?: string | null;
  addressContinued?: string | null;
  postalCode?: string | null;
  city?: string | null;
  logoUrl?: string | null;
};

/**
 * The map's activity filter (enrolment.md 2); the spec does not show the answer.
 */
export type FederalActivity = {
  id?: number;
  title?: string;
};

/**
 * enrolment.md 3 'Activity'; type 1 yearly, 2 stage, 3 event.
 */
export type Activity = {
  id: number;
  title: string;
  description?: string | null;
  address?: string | null;
  addressContinued?: string | null;
  zipCode?: string | null;
  city?: string | null;
  addressWebsite?: string | null;
  imageUrl?: string | null;
  activityCategories?: Array<ActivityCategory>;
  type?: number;
  stageDroitsOmnisport?: boolean | null;
  /**
   * enrolment.md 3 'a published-on-member-portal flag'; absent, the activity is published.
   */
  publishedOnMemberPortal?: boolean;
  clubId?: number;
  federalActivityId?: number;
};

/**
 * enrolment.md 3 'Activity category' (the valid flag is derived by the portal).
 */
export type ActivityCategory = {
  id: number;
  title: string;
  full?: boolean;
  forSale?: boolean;
  possiblePreRegistration?: boolean;
  registrationWithoutValidation?: boolean;
  /**
   * 0 = unlimited.
   */
  maxRegistration?: number;
  soldPlaces?: number;
  infoDemand?: boolean;
  minAge?: number;
  maxAge?: number;
  /**
   * Age margin in months.
   */
  marge?: number;
  licenseLevel?: {
    id?: number;
  };
  /**
   * Number of instalments.
   */
  paymentSplit?: number;
  activityCategoryPrices?: Array<{
    id?: number;
    season?: Season;
    title?: string;
    totalAmount?: number;
  }>;
  categoriesSessionsForCurrentSeason?: Array<Session>;
  preSales?: boolean;
};

/**
 * enrolment.md 3 'Session' and members-area.md 3 'Session (reservation calendar)': one entity,
 * the calendar naming more of its fields. Dates YYYY-MM-DD, hours HH:mm:ss.
 *
 */
export type Session = {
  id: number;
  uuid?: string | null;
  date: string;
  /**
   * HH:mm:ss (enrolment.md 9).
   */
  startHour: string;
  /**
   * HH:mm:ss (enrolment.md 9).
   */
  endHour: string;
  activityId?: number;
  activityName?: string | null;
  categoryId?: number;
  categoryName?: string | null;
  description?: string | null;
  maxSlots?: number | null;
  soldPlaces?: number | null;
  /**
   * The recurring flag.
   */
  static?: boolean;
  availablePlaces?: number | null;
  bookingOpensOn?: string | null;
  reserved?: boolean;
  imageUrl?: string | null;
};

/**
 * enrolment.md 3: 'The licence level list holds level (1, 2, 3) and amount'.
 */
export type LicenseLevelAmount = {
  level: number;
  amount: number;
  id?: number;
  title?: string;
};

/**
 * enrolment.md 3 'Licence level option'.
 */
export type LicenseOption = {
  licenseLevelId: number;
  licenseLevelTitle?: string;
  licenseAmount: number;
  explanation?: string | null;
};

/**
 * enrolment.md 3 'Promo'.
 */
export type Promo = {
  title?: string;
  discountPercentage: number;
  id?: number;
};

export type ReasonedAmount = {
  reason?: string | null;
  amount?: number;
} | null;

/**
 * enrolment.md 3 'Offers response'.
 */
export type Offers = {
  activityCategoryPrices?: Array<OfferPrice>;
  promo?: Promo | null;
};

export type OfferPrice = {
  priceId: number;
  priceName?: string;
  initialPriceAmount: number;
  priceAmount: number;
  seasonId?: number;
  default?: boolean;
  discount?: ReasonedAmount;
  discountDroitClub?: ReasonedAmount;
  activityCategory?: {
    id?: number;
    title?: string;
    preSales?: boolean;
    activity?: {
      id?: number;
      title?: string;
      type?: number;
      clubId?: number;
    };
  };
};

/**
 * enrolment.md 3 'Payment option'.
 */
export type PaymentOption = {
  paymentMethod: {
    id: number;
    name?: string;
  };
  totalAmount: number;
  transactionsSchedule?: Array<{
    date?: string;
    totalAmount?: number;
    chargedAmount?: number;
    /**
     * enrolment.md 3 'a fee amount'; absent, the fee is totalAmount − chargedAmount.
     */
    feeAmount?: number;
  }>;
};

/**
 * members-area.md 3 'Payment schedule per membership'.
 */
export type PaymentSchedule = {
  membershipId?: number;
  clubName?: string;
  activityName?: string;
  schedule: Array<{
    date?: string;
    expectedAmount?: number;
    payedAmount?: number;
    succeeded?: boolean;
  }>;
};

/**
 * enrolment.md 3: 'an activityCategory id or an activityCategoryPrice'; members-area.md 3 'membership.{product}Id'.
 */
export type SubscriptionMembership = {
  activityCategory?: {
    id?: number;
  } | null;
  activityCategoryPrice?: {
    id?: number;
    season?: {
      id?: number;
    };
  } | null;
  membership?: {
    '{product}Id'?: number;
  };
  id?: number;
};

export type CreatedOrder = {
  id: number;
  activityCategoryPrice?: {
    activityCategory?: {
      activity?: {
        '{product}Id'?: number;
      };
    };
  };
};

/**
 * enrolment.md 3 and members-area.md 3 'Order (registration request)'.
 */
export type Order = {
  id: number;
  createdAt?: string;
  /**
   * PENDING_DEMAND, PENDING_PAYMENT, PAID, CANCELLED, REFUSED (the values are designed).
   */
  status: string;
  ePaymentMethod?: {
    id?: number;
  } | null;
  activityCategoryPrice?: {
    id?: number;
    title?: string;
    activityCategory?: {
      id?: number;
      title?: string;
      activity?: {
        id?: number;
        title?: string;
        '{product}'?: ClubRef;
      };
    };
  };
  paymentSchedule?: Array<{
    date: string;
    totalAmount: number;
  }>;
};

/**
 * members-area.md 3 'Licence'.
 */
export type Licence = {
  licenseLevel?: {
    level?: number;
    title?: string;
    type?: number;
  };
  id?: number;
  number?: string | null;
} | null;

/**
 * members-area.md 3 and administration.md 3 'Membership'.
 */
export type Membership = {
  id: number;
  season?: Season;
  activity?: {
    id?: number;
    title?: string;
    imageUrl?: string | null;
    type?: number;
  };
  '{product}Id'?: number;
  '{product}'?: ClubRef;
  end?: string | null;
  license?: Licence;
  subscriptionMemberships?: Array<SubscriptionMembership>;
};

/**
 * An identity-provider (Keycloak realm) role name, as the shell's applications read them (Adherons, Partageons...).
 */
export type IdentityRole = string;

/**
 * administration.md 3 'role (id, description)'.
 */
export type Role = {
  id: number;
  description?: string;
};

/**
 * administration.md 3 'Responsibility'.
 */
export type Responsibility = {
  id: number;
  role?: Role;
  function?: {
    id?: number;
    title?: string;
  } | null;
  serviceFederation?: {
    id?: number;
  } | null;
  region?: Ref | null;
  organization?: Ref | null;
  '{product}'?: Ref | null;
  activity?: Ref | null;
  validatorExpenseReportsId?: number | null;
};

/**
 * members-area.md 3 'Honorabilite', carried inside the Profile (enrolment.md 3).
 */
export type Honorabilite = {
  encadrant?: boolean | null;
  dirigeant?: boolean | null;
  arbitre?: boolean | null;
  maitreNageur?: boolean | null;
  nomPrenomNaissance?: string | null;
  paysNaissance?: string | null;
  departmentNaissance?: string | null;
  villeNaissance?: string | null;
  /**
   * INSEE code.
   */
  villeNaissanceCode?: string | null;
  prenomMere?: string | null;
  nomMere?: string | null;
  prenomPere?: string | null;
  nomPere?: string | null;
} | null;

/**
 * enrolment.md 3, members-area.md 3 'Profile/person' and administration.md 3 'Profile'. The
 * personal form's fields are the Profile's own.
 *
 */
export type Profile = {
  id: number;
  firstname: string;
  lastname: string;
  email?: string | null;
  gender?: 'M' | 'F' | null;
  birthday?: string | null;
  photo?: string | null;
  address?: string | null;
  addressContinued?: string | null;
  city?: string | null;
  postalCode?: string | null;
  mobilePhone?: string | null;
  phone?: string | null;
  secondEmail?: string | null;
  profession?: string | null;
  functionPublic?: boolean | null;
  agreementDiffusionImage?: boolean | null;
  agreementInfoFederation?: boolean | null;
  agreementInfoRegion?: boolean | null;
  agreementInfoClub?: boolean | null;
  agreementInfoPartner?: boolean | null;
  description?: string | null;
  linkedinLink?: string | null;
  twitterLink?: string | null;
  seniority?: string | number | null;
  main?: boolean;
  role?: Role | null;
  responsabilities?: Array<Responsibility>;
  mainResponsability?: Responsibility | null;
  memberships?: Array<Membership>;
  oldMemberships?: Array<Membership>;
  lastSeasonRenewableMemberships?: Array<Membership>;
  /**
   * The profile's clubs: members-area.md 3 'asptts (clubs: id, title, logoUrl)', written with the original product's slug.
   */
  '{product}s'?: Array<ClubRef>;
  preinscriptions?: Array<{
    '{product}'?: ClubRef;
    /**
     * Comma-separated.
     */
    activities?: string;
  }>;
  activeOrders?: Array<Order>;
  hasActiveConversations?: boolean;
  honorabilite?: Honorabilite;
};

/**
 * members-area.md 3 'Profile/person' as the personal form sends it (birthday YYYY-MM-DD).
 */
export type ProfilePayload = {
  firstname: string;
  lastname: string;
  gender?: 'M' | 'F' | null;
  birthday?: string;
  secondEmail?: string | null;
  address?: string | null;
  addressContinued?: string | null;
  postalCode?: string | null;
  city?: string | null;
  phone?: string | null;
  mobilePhone?: string | null;
  profession?: string | null;
  functionPublic?: boolean | null;
  agreementDiffusionImage?: boolean;
  agreementInfoFederation?: boolean;
  agreementInfoRegion?: boolean;
  agreementInfoClub?: boolean;
  agreementInfoPartner?: boolean;
  honorabilite?: Honorabilite;
};

/**
 * administration.md 3 'Picture upload payload'.
 */
export type PictureUpload = {
  fileExtension: string;
  imageType: 'PROFILE_PICTURE';
  imageBase64: string;
};

export type PictureLink = {
  link?: string | null;
};

/**
 * enrolment.md 3 'Information demand payload'.
 */
export type InformationDemand = {
  firstName: string;
  lastName: string;
  birthDate?: string;
  mailAdress: string;
  phoneNumber?: string;
  question?: string;
  club: {
    id?: number;
  };
  activities: Array<{
    id?: number;
  }>;
};

/**
 * enrolment.md 3 'Offline registration form' payload names (sent unswapped).
 */
export type OfflineMember = {
  firstname: string;
  lastname: string;
  birthday?: string;
  gender?: 'M' | 'F';
  email?: string;
  mobilePhone?: string;
  agreementDiffusionImage?: boolean;
  agreementInfoFederation?: boolean;
  agreementInfoClub?: boolean;
  agreementInfoRegion?: boolean;
  agreementInfoPartner?: boolean;
};

/**
 * enrolment.md 3 'Payment link request'; amounts in cents.
 */
export type PaymentLinkRequest = {
  totalAmount: number;
  initialAmount: number;
  itemName: string;
  backUrl: string;
  errorUrl: string;
  returnUrl: string;
  containsDonation?: boolean;
  payer: {
    firstName?: string;
    lastName?: string;
    email?: string;
  };
  metadata: {
    noAccount?: boolean;
    clubId?: number;
    activityId?: number;
    categoryId?: number;
    offlineUser?: unknown;
    others?: Array<unknown>;
  };
};

/**
 * enrolment.md 3 'Reservation'.
 */
export type Reservation = {
  id?: number | null;
  person?: unknown;
  seance?: unknown;
  reservationDate?: string;
} | null;

/**
 * enrolment.md 3 'Presign demand / order payload'; paymentMethodId 0 for pre-registration.
 */
export type OrderPayload = {
  profileId: number;
  memberId?: number | null;
  activityCategoryPriceId: number;
  licenseLevelId: number;
  reservation?: Reservation;
  promo?: Promo | null;
  paymentMethodId: number;
  /**
   * enrolment.md 3 'Profile details (basket)'.
   */
  profileDetails?: {
    firstname?: string;
    lastname?: string;
    birthday?: string | null;
    gender?: string | null;
    email?: string | null;
    address?: string | null;
    addressContinued?: string | null;
    city?: string | null;
    postalCode?: string | null;
  };
  amount: number;
  healthAttestation?: boolean;
};

/**
 * enrolment.md 7: 'Body orderId, firstName, lastName'.
 */
export type OrderPaymentLinkRequest = {
  orderId: number;
  firstName?: string;
  lastName?: string;
};

export type ActivityRisk = {
  risky?: boolean;
};

/**
 * administration.md 7.7 'A premium-perks link request'.
 */
export type PerksLinkRequest = {
  action: 'ask';
  crypt: string;
  controlCode: string;
  iv: string;
  unicity: string;
};

/**
 * members-area.md 3 'Express account payload'.
 */
export type ExpressAccount = {
  email: string;
  firstname: string;
  lastname: string;
  password: string;
  birthday: string;
  gender: 'M' | 'F';
  adress?: string;
  postalCode?: string;
  city?: string;
  newsletter?: boolean;
  partnerContact?: boolean;
  fromUrl?: string;
  licenceByEmail?: boolean;
};

/**
 * members-area.md 3 'Sponsor'.
 */
export type Sponsor = {
  imageUrl: string;
  linkUrl?: string | null;
};

/**
 * administration.md 3 'Offer (home cards)'.
 */
export type Offer = {
  titre: string;
  description?: string | null;
  imageUrl?: string | null;
  url?: string | null;
  initialPrice?: number | null;
  finalPrice?: number | null;
};

/**
 * administration.md 3 'Service plan banner (link, restrictedLink)'; members-area.md 3 'banner'.
 */
export type ServicePlan = {
  banner?: {
    /**
     * The banner's target.
     */
    link?: string | null;
    /**
     * Not read by the portal (the spec does not say for whom it is).
     */
    restrictedLink?: string | null;
    imageUrl?: string | null;
    linkUrl?: string | null;
    alt?: string | null;
  } | null;
};

/**
 * administration.md 3 'News item'.
 */
export type NewsItem = {
  id: number;
  typeId?: number | null;
  titre: string;
  resume?: string | null;
  image?: string | null;
  region?:
    | string
    | {
        [key: string]: unknown;
      }
    | null;
  updatedAt?: string | null;
};

/**
 * administration.md 3 'Page response' of news items.
 */
export type NewsPage = {
  content: Array<NewsItem>;
  size?: number;
  number?: number;
  totalPages?: number;
  totalElements?: number;
  numberOfElements?: number;
};

/**
 * members-area.md 3 'Attestation reply'.
 */
export type AttestationReply = {
  member: {
    firstname?: string;
    lastname?: string;
  };
  '{product}'?: {
    id?: number;
    title?: string;
    city?: string | null;
  };
  licences?: Array<{
    title?: string;
    number?: string | null;
  }>;
  cotisationActivite?: number;
  priceDroitOmnisport?: number;
  totalPrice?: number;
  attestationId?: number | string;
  season?: {
    title?: string;
  };
  issuedOn?: string;
  activities?: Array<{
    title?: string;
    cotisationActivite?: number;
  }>;
};

export type AttestationReference = {
  attestationId?: number | string;
  verificationCode?: string;
};

/**
 * administration.md 3 'Privileges. role, clubs (id, title, regionId, organizationId), regions, organizations' (role's shape not shown).
 */
export type Privileges = {
  role?: unknown;
  clubs?: Array<{
    id: number;
    title: string;
    regionId?: number | null;
    organizationId?: number | null;
  }>;
  regions?: Array<Ref>;
  organizations?: Array<Ref>;
};

/**
 * A row of the administrators list and of the search. The spec shows the table's columns (account, holder's full name, main function; administration.md 2) but not the rows of its page response, so a row is read as the Account it names (administration.md 3): the holder is the main profile. Only the main function is ours.
 */
export type AccountRow = {
  email: string;
  profiles?: Array<AccountProfile>;
  mainFunction?: string | null;
};

/**
 * administration.md 3 'Page response'.
 */
export type AccountRowPage = {
  content: Array<AccountRow>;
  size?: number;
  number?: number;
  totalPages?: number;
  totalElements?: number;
  numberOfElements?: number;
};

/**
 * administration.md 3 'Account'.
 */
export type Account = {
  email: string;
  profiles: Array<AccountProfile>;
};

/**
 * A profile of an Account (administration.md 3).
 */
export type AccountProfile = {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  pictureUrl?: string | null;
  main?: boolean;
  hasActiveMemberships?: boolean;
};

/**
 * administration.md 3 'Responsibility configuration'.
 */
export type ResponsibilityConfiguration = {
  roles?: Array<{
    id?: number;
    description?: string;
    enabled?: boolean;
    functions?: Array<Ref>;
  }>;
  services?: Array<{
    id?: number;
    title?: string;
    functions?: Array<Ref>;
  }>;
};

export type AdminActivity = {
  id: number;
  title: string;
  type?: number | string | null;
  endDate?: string | null;
};

/**
 * administration.md 7.1 'responsabilityFormDto (id, role, serviceId, functionId, regionId, organizationId, clubId, activityId, validatorExpenseReportsId)'.
 */
export type ResponsibilityForm = {
  id?: number | null;
  role?: number | null;
  serviceId?: number | null;
  functionId?: number | null;
  regionId?: number | null;
  organizationId?: number | null;
  clubId?: number | null;
  activityId?: number | null;
  validatorExpenseReportsId?: number | null;
};

/**
 * administration.md 7.1 'userDto'.
 */
export type UserDto = {
  id?: number | null;
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  address?: string | null;
  addressSuite?: string | null;
  city?: string | null;
  postalCode?: string | null;
  mobilePhone?: string | null;
  phone?: string | null;
  profilePicture?: string | null;
  description?: string | null;
  linkedinLink?: string | null;
  twitterLink?: string | null;
  seniority?: string | number | null;
};

export type CreateResponsibility = {
  profileId: number;
  userDto?: UserDto;
  responsabilityFormDto: ResponsibilityForm;
};

/**
 * administration.md 7.1 'POST /user-admin/invite'.
 */
export type Invitation = {
  email: string;
  firstname: string;
  lastname: string;
  postier?: boolean;
  identifiantPostier?: string | null;
  volunteer?: boolean;
  responsabilityFormDto: ResponsibilityForm;
};

export type InviteAnswer = {
  success?: boolean;
  profileId?: number;
};

export type FunctionForm = {
  title?: string;
  roleIds?: Array<number>;
  serviceIds?: Array<number>;
};

/**
 * members-area.md 3 'Commune: title, inseeCode', as the spec's backend answers it
 * (GET /public/communes/{code}). Not the geography service's commune: see GeoCommune.
 *
 */
export type Commune = {
  title: string;
  inseeCode: string;
};

/**
 * A commune as the French geography service (geo.api.gouv.fr) answers it, with that
 * service's names: members-area.md 3 'Commune ... (or nom for the postal-code lookup)'. The
 * portal's postal-code and département lookups read it; the spec's own Commune is Commune.
 *
 */
export type GeoCommune = {
  nom: string;
  code?: string;
  codesPostaux?: Array<string>;
  codeDepartement?: string;
};

/**
 * members-area.md 3 'Department: nom, code', the geography service's names too (GET /departements).
 */
export type Department = {
  nom: string;
  code: string;
};

/**
 * A GeoJSON FeatureCollection of api-adresse.data.gouv.fr.
 */
export type GeocoderAnswer = {
  type?: string;
  features: Array<{
    geometry?: {
      coordinates?: Array<number>;
    };
    properties?: {
      [key: string]: unknown;
    };
  }>;
};

/**
 * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
 * specification writes `{product}` in paths and field names; see the document's description.
 *
 */
export type Product = string;

export type GetPreInscriptionsData = {
  body?: never;
  path: {
    email: string;
    lastname: string;
    firstname: string;
  };
  query?: never;
  url: '/pre-inscriptions/{email}/{lastname}/{firstname}';
};

export type GetPreInscriptionsResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type GetPreInscriptionsResponse =
  GetPreInscriptionsResponses[keyof GetPreInscriptionsResponses];

export type PostInformationDemandData = {
  body: InformationDemand;
  path?: never;
  query?: never;
  url: '/public/information-demand';
};

export type PostInformationDemandErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type PostInformationDemandError =
  PostInformationDemandErrors[keyof PostInformationDemandErrors];

export type PostInformationDemandResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type PostInformationDemandResponse =
  PostInformationDemandResponses[keyof PostInformationDemandResponses];

export type RegisterEventData = {
  body: Array<OfflineMember>;
  path?: never;
  query: {
    clubId: number;
    activityId: number;
    categoryId: number;
  };
  url: '/register-event';
};

export type RegisterEventErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type RegisterEventError = RegisterEventErrors[keyof RegisterEventErrors];

export type RegisterEventResponses = {
  /**
   * Registered. 'Response has success'.
   */
  200: Success;
};

export type RegisterEventResponse = RegisterEventResponses[keyof RegisterEventResponses];

export type CheckMemberEmailData = {
  body?: never;
  path?: never;
  query: {
    email: string;
  };
  url: '/members/check-email';
};

export type CheckMemberEmailResponses = {
  /**
   * True when the address is used.
   */
  200: boolean;
};

export type CheckMemberEmailResponse = CheckMemberEmailResponses[keyof CheckMemberEmailResponses];

export type GetCategoriesOffersByActivityCategoryData = {
  body?: never;
  path: {
    /**
     * The season's id.
     */
    season: number;
  };
  query: {
    activityCategoryId: number;
    /**
     * The profile's id; 0 or absent when no member yet.
     */
    memberId?: number;
  };
  url: '/public/payment/get-category-prices-for-order/season/{season}';
};

export type GetCategoriesOffersByActivityCategoryErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetCategoriesOffersByActivityCategoryError =
  GetCategoriesOffersByActivityCategoryErrors[keyof GetCategoriesOffersByActivityCategoryErrors];

export type GetCategoriesOffersByActivityCategoryResponses = {
  /**
   * The offers.
   */
  200: Offers;
};

export type GetCategoriesOffersByActivityCategoryResponse =
  GetCategoriesOffersByActivityCategoryResponses[keyof GetCategoriesOffersByActivityCategoryResponses];

export type GetClubPromoData = {
  body?: never;
  path: {
    /**
     * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
     * specification writes `{product}` in paths and field names; see the document's description.
     *
     */
    product: string;
    clubId: number;
  };
  query?: never;
  url: '/promo/{product}/{clubId}';
};

export type GetClubPromoResponses = {
  /**
   * The club's active promo, or null.
   */
  200: Promo | null;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type GetClubPromoResponse = GetClubPromoResponses[keyof GetClubPromoResponses];

export type GetPromoData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/promo/{id}';
};

export type GetPromoErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetPromoError = GetPromoErrors[keyof GetPromoErrors];

export type GetPromoResponses = {
  /**
   * The promo.
   */
  200: Promo;
};

export type GetPromoResponse = GetPromoResponses[keyof GetPromoResponses];

export type GetLicensesOptionsForActivityCategoryData = {
  body?: never;
  path?: never;
  query: {
    activityCategoryPriceId: number;
    memberId?: number;
  };
  url: '/public/payment/get-licenses-options-for-order';
};

export type GetLicensesOptionsForActivityCategoryErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetLicensesOptionsForActivityCategoryError =
  GetLicensesOptionsForActivityCategoryErrors[keyof GetLicensesOptionsForActivityCategoryErrors];

export type GetLicensesOptionsForActivityCategoryResponses = {
  /**
   * The licence options.
   */
  200: Array<LicenseOption>;
};

export type GetLicensesOptionsForActivityCategoryResponse =
  GetLicensesOptionsForActivityCategoryResponses[keyof GetLicensesOptionsForActivityCategoryResponses];

export type GetPaymentOptionsData = {
  body?: never;
  path?: never;
  query: {
    /**
     * 0 if none.
     */
    memberId: number;
    activityCategoryPriceId: number;
    licenseLevelId: number;
    /**
     * In euros.
     */
    amount: number;
  };
  url: '/public/payment/get-payment-options';
};

export type GetPaymentOptionsErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type GetPaymentOptionsError = GetPaymentOptionsErrors[keyof GetPaymentOptionsErrors];

export type GetPaymentOptionsResponses = {
  /**
   * The payment options.
   */
  200: Array<PaymentOption>;
};

export type GetPaymentOptionsResponse =
  GetPaymentOptionsResponses[keyof GetPaymentOptionsResponses];

export type GetPaymentScheduleData = {
  body?: never;
  path?: never;
  query: {
    /**
     * The profile's id.
     */
    memberId: number;
  };
  url: '/public/payment/get-payment-schedule';
};

export type GetPaymentScheduleResponses = {
  /**
   * One schedule per membership that has one.
   */
  200: Array<PaymentSchedule>;
};

export type GetPaymentScheduleResponse =
  GetPaymentScheduleResponses[keyof GetPaymentScheduleResponses];

export type PostPaymentLinkData = {
  body: PaymentLinkRequest;
  path?: never;
  query?: never;
  url: '/public/helloasso/payment-link';
};

export type PostPaymentLinkErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type PostPaymentLinkError = PostPaymentLinkErrors[keyof PostPaymentLinkErrors];

export type PostPaymentLinkResponses = {
  /**
   * The checkout address, or 'FULL'.
   */
  200: PaymentLink;
};

export type PostPaymentLinkResponse = PostPaymentLinkResponses[keyof PostPaymentLinkResponses];

export type PostOrderData = {
  body: OrderPayload;
  path?: never;
  query?: never;
  url: '/orders';
};

export type PostOrderErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type PostOrderError = PostOrderErrors[keyof PostOrderErrors];

export type PostOrderResponses = {
  /**
   * Response has id and the activityCategoryPrice.activityCategory.activity club id.
   */
  200: CreatedOrder;
  /**
   * Response has id and the activityCategoryPrice.activityCategory.activity club id.
   */
  201: CreatedOrder;
};

export type PostOrderResponse = PostOrderResponses[keyof PostOrderResponses];

export type PostZeroEuroPaymentData = {
  body?: never;
  path: {
    orderId: number;
  };
  query?: never;
  url: '/payment-zero-euro/{orderId}';
};

export type PostZeroEuroPaymentErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type PostZeroEuroPaymentError = PostZeroEuroPaymentErrors[keyof PostZeroEuroPaymentErrors];

export type PostZeroEuroPaymentResponses = {
  /**
   * Response link.
   */
  200: PaymentLink;
};

export type PostZeroEuroPaymentResponse =
  PostZeroEuroPaymentResponses[keyof PostZeroEuroPaymentResponses];

export type ConfirmOrderData = {
  body?: never;
  path: {
    orderId: number;
  };
  query?: never;
  url: '/customers/{orderId}/confirm';
};

export type ConfirmOrderErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type ConfirmOrderError = ConfirmOrderErrors[keyof ConfirmOrderErrors];

export type ConfirmOrderResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type ConfirmOrderResponse = ConfirmOrderResponses[keyof ConfirmOrderResponses];

export type PostPresignDemandData = {
  body: OrderPayload;
  path?: never;
  query?: never;
  url: '/orders/presign';
};

export type PostPresignDemandErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type PostPresignDemandError = PostPresignDemandErrors[keyof PostPresignDemandErrors];

export type PostPresignDemandResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  201: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type PostPresignDemandResponse =
  PostPresignDemandResponses[keyof PostPresignDemandResponses];

export type CancelOrderData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/orders/{id}/cancel';
};

export type CancelOrderErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type CancelOrderError = CancelOrderErrors[keyof CancelOrderErrors];

export type CancelOrderResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type CancelOrderResponse = CancelOrderResponses[keyof CancelOrderResponses];

export type GetActiveOrdersData = {
  body?: never;
  path: {
    profileId: number;
  };
  query?: never;
  url: '/orders/{profileId}';
};

export type GetActiveOrdersErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
};

export type GetActiveOrdersError = GetActiveOrdersErrors[keyof GetActiveOrdersErrors];

export type GetActiveOrdersResponses = {
  /**
   * The active orders.
   */
  200: Array<Order>;
};

export type GetActiveOrdersResponse = GetActiveOrdersResponses[keyof GetActiveOrdersResponses];

export type GetOrderPaymentLinkData = {
  body: OrderPaymentLinkRequest;
  path?: never;
  query?: never;
  url: '/get-payment-link';
};

export type GetOrderPaymentLinkErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type GetOrderPaymentLinkError = GetOrderPaymentLinkErrors[keyof GetOrderPaymentLinkErrors];

export type GetOrderPaymentLinkResponses = {
  /**
   * Response link, or 'FULL'.
   */
  200: PaymentLink;
};

export type GetOrderPaymentLinkResponse =
  GetOrderPaymentLinkResponses[keyof GetOrderPaymentLinkResponses];

export type GetOrderPaymentLinkProviderData = {
  body: OrderPaymentLinkRequest;
  path?: never;
  query?: never;
  url: '/helloasso/get-payment-link';
};

export type GetOrderPaymentLinkProviderErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type GetOrderPaymentLinkProviderError =
  GetOrderPaymentLinkProviderErrors[keyof GetOrderPaymentLinkProviderErrors];

export type GetOrderPaymentLinkProviderResponses = {
  /**
   * Response link, or 'FULL'.
   */
  200: PaymentLink;
};

export type GetOrderPaymentLinkProviderResponse =
  GetOrderPaymentLinkProviderResponses[keyof GetOrderPaymentLinkProviderResponses];

export type GetActivityData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/public/activity/{id}';
};

export type GetActivityErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetActivityError = GetActivityErrors[keyof GetActivityErrors];

export type GetActivityResponses = {
  /**
   * The activity.
   */
  200: Activity;
};

export type GetActivityResponse = GetActivityResponses[keyof GetActivityResponses];

export type GetActivityRiskData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/public/activity/is-risky/{id}';
};

export type GetActivityRiskErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetActivityRiskError = GetActivityRiskErrors[keyof GetActivityRiskErrors];

export type GetActivityRiskResponses = {
  /**
   * The risk flag.
   */
  200: ActivityRisk;
};

export type GetActivityRiskResponse = GetActivityRiskResponses[keyof GetActivityRiskResponses];

export type GetMemberSubscriptionsData = {
  body?: never;
  path: {
    clubId: number;
    memberId: number;
  };
  query?: never;
  url: '/public/member-subscription/club/{clubId}/member/{memberId}';
};

export type GetMemberSubscriptionsResponses = {
  /**
   * The subscriptions.
   */
  200: Array<SubscriptionMembership>;
};

export type GetMemberSubscriptionsResponse =
  GetMemberSubscriptionsResponses[keyof GetMemberSubscriptionsResponses];

export type PostPremiumClientData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/premium-client/{id}';
};

export type PostPremiumClientErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type PostPremiumClientError = PostPremiumClientErrors[keyof PostPremiumClientErrors];

export type PostPremiumClientResponses = {
  /**
   * The checkout of the premium pack.
   */
  200: PaymentLink;
};

export type PostPremiumClientResponse =
  PostPremiumClientResponses[keyof PostPremiumClientResponses];

export type GetSeasonsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/seasons';
};

export type GetSeasonsResponses = {
  /**
   * The seasons.
   */
  200: Array<Season>;
};

export type GetSeasonsResponse = GetSeasonsResponses[keyof GetSeasonsResponses];

export type GetFederalActivitiesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/public/activities/federal';
};

export type GetFederalActivitiesResponses = {
  /**
   * The federal activities, by title.
   */
  200: Array<FederalActivity>;
};

export type GetFederalActivitiesResponse =
  GetFederalActivitiesResponses[keyof GetFederalActivitiesResponses];

export type GetAuthClubPremiumData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/auth-club-premium/{id}';
};

export type GetAuthClubPremiumErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
};

export type GetAuthClubPremiumError = GetAuthClubPremiumErrors[keyof GetAuthClubPremiumErrors];

export type GetAuthClubPremiumResponses = {
  /**
   * The address, as text.
   */
  200: string;
};

export type GetAuthClubPremiumResponse =
  GetAuthClubPremiumResponses[keyof GetAuthClubPremiumResponses];

export type GetAutoConnectEdenredData = {
  body: PerksLinkRequest;
  path?: never;
  query?: never;
  url: '/get-auto-connect-edenred';
};

export type GetAutoConnectEdenredErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
};

export type GetAutoConnectEdenredError =
  GetAutoConnectEdenredErrors[keyof GetAutoConnectEdenredErrors];

export type GetAutoConnectEdenredResponses = {
  /**
   * The encrypted reply, split on a separator.
   */
  200: string;
};

export type GetAutoConnectEdenredResponse =
  GetAutoConnectEdenredResponses[keyof GetAutoConnectEdenredResponses];

export type GetPublicCommunesData = {
  body?: never;
  path: {
    code: string;
  };
  query?: never;
  url: '/public/communes/{code}';
};

export type GetPublicCommunesResponses = {
  /**
   * The communes.
   */
  200: Array<Commune>;
};

export type GetPublicCommunesResponse =
  GetPublicCommunesResponses[keyof GetPublicCommunesResponses];

export type PostMembershipBulletinPdfData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/membership/bulletin/pdf/{id}';
};

export type PostMembershipBulletinPdfResponses = {
  /**
   * A PDF file (file reply).
   */
  200: Blob | File;
};

export type PostMembershipBulletinPdfResponse =
  PostMembershipBulletinPdfResponses[keyof PostMembershipBulletinPdfResponses];

export type GetClubsData = {
  body?: never;
  path: {
    /**
     * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
     * specification writes `{product}` in paths and field names; see the document's description.
     *
     */
    product: string;
  };
  query?: never;
  url: '/public/{product}';
};

export type GetClubsResponses = {
  /**
   * Every club.
   */
  200: Array<Club>;
};

export type GetClubsResponse = GetClubsResponses[keyof GetClubsResponses];

export type GetClubByOfferData = {
  body?: never;
  path: {
    /**
     * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
     * specification writes `{product}` in paths and field names; see the document's description.
     *
     */
    product: string;
    id: number;
  };
  query?: never;
  url: '/public/{product}-by-offer/{id}';
};

export type GetClubByOfferResponses = {
  /**
   * The club.
   */
  200: Club;
};

export type GetClubByOfferResponse = GetClubByOfferResponses[keyof GetClubByOfferResponses];

export type GetClubDetailsData = {
  body?: never;
  path: {
    /**
     * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
     * specification writes `{product}` in paths and field names; see the document's description.
     *
     */
    product: string;
    id: number;
  };
  query?: never;
  url: '/public/{product}/{id}';
};

export type GetClubDetailsErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetClubDetailsError = GetClubDetailsErrors[keyof GetClubDetailsErrors];

export type GetClubDetailsResponses = {
  /**
   * The club.
   */
  200: Club;
};

export type GetClubDetailsResponse = GetClubDetailsResponses[keyof GetClubDetailsResponses];

export type GetClubSponsorsData = {
  body?: never;
  path: {
    /**
     * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
     * specification writes `{product}` in paths and field names; see the document's description.
     *
     */
    product: string;
    id: number;
  };
  query?: never;
  url: '/public/{product}/{id}/sponsors';
};

export type GetClubSponsorsErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetClubSponsorsError = GetClubSponsorsErrors[keyof GetClubSponsorsErrors];

export type GetClubSponsorsResponses = {
  /**
   * The sponsors.
   */
  200: Array<Sponsor>;
};

export type GetClubSponsorsResponse = GetClubSponsorsResponses[keyof GetClubSponsorsResponses];

export type GetClubSettlementData = {
  body?: never;
  path: {
    /**
     * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
     * specification writes `{product}` in paths and field names; see the document's description.
     *
     */
    product: string;
    id: number;
  };
  query?: never;
  url: '/public/{product}/{id}/settlement';
};

export type GetClubSettlementErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetClubSettlementError = GetClubSettlementErrors[keyof GetClubSettlementErrors];

export type GetClubSettlementResponses = {
  /**
   * The club's rules.
   */
  200: ClubSettlement;
};

export type GetClubSettlementResponse =
  GetClubSettlementResponses[keyof GetClubSettlementResponses];

export type GetSessionsByActivityData = {
  body?: never;
  path?: never;
  query: {
    activityId: number;
    /**
     * YYYY-MM-DD.
     */
    startDate: string;
    /**
     * YYYY-MM-DD.
     */
    endDate: string;
    /**
     * The profile whose booking `reserved` tells.
     */
    profileId?: number;
  };
  url: '/public/sessions';
};

export type GetSessionsByActivityErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetSessionsByActivityError =
  GetSessionsByActivityErrors[keyof GetSessionsByActivityErrors];

export type GetSessionsByActivityResponses = {
  /**
   * The sessions, by date.
   */
  200: Array<Session>;
};

export type GetSessionsByActivityResponse =
  GetSessionsByActivityResponses[keyof GetSessionsByActivityResponses];

export type GetSessionsByCategoryData = {
  body?: never;
  path: {
    categoryId: number;
  };
  query?: never;
  url: '/public/sessions/category/{categoryId}';
};

export type GetSessionsByCategoryResponses = {
  /**
   * The category's sessions.
   */
  200: Array<Session>;
};

export type GetSessionsByCategoryResponse =
  GetSessionsByCategoryResponses[keyof GetSessionsByCategoryResponses];

export type GetPublicSessionData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/public/sessions/{id}';
};

export type GetPublicSessionResponses = {
  /**
   * The session.
   */
  200: Session;
};

export type GetPublicSessionResponse = GetPublicSessionResponses[keyof GetPublicSessionResponses];

export type GetSessionsByUuidData = {
  body?: never;
  path: {
    /**
     * The series' uuid.
     */
    id: string;
  };
  query?: {
    /**
     * The profile whose booking `reserved` tells.
     */
    profileId?: number;
  };
  url: '/sessions/uuid/{id}';
};

export type GetSessionsByUuidResponses = {
  /**
   * The sessions of the series.
   */
  200: Array<Session>;
};

export type GetSessionsByUuidResponse =
  GetSessionsByUuidResponses[keyof GetSessionsByUuidResponses];

export type GetClubContactsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/public/contacts';
};

export type GetClubContactsResponses = {
  /**
   * Every club.
   */
  200: Array<ClubListItem>;
};

export type GetClubContactsResponse = GetClubContactsResponses[keyof GetClubContactsResponses];

export type GetClubContactData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/public/contact/{id}';
};

export type GetClubContactErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetClubContactError = GetClubContactErrors[keyof GetClubContactErrors];

export type GetClubContactResponses = {
  /**
   * The club contact.
   */
  200: ClubContact;
};

export type GetClubContactResponse = GetClubContactResponses[keyof GetClubContactResponses];

export type GetClubActivitiesData = {
  body?: never;
  path: {
    clubId: number;
  };
  query?: never;
  url: '/public/valides/activities/{clubId}';
};

export type GetClubActivitiesErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetClubActivitiesError = GetClubActivitiesErrors[keyof GetClubActivitiesErrors];

export type GetClubActivitiesResponses = {
  /**
   * The club's activities with their categories.
   */
  200: Array<Activity>;
};

export type GetClubActivitiesResponse =
  GetClubActivitiesResponses[keyof GetClubActivitiesResponses];

export type GetActivityCategoriesData = {
  body?: never;
  path: {
    activityId: number;
  };
  query?: never;
  url: '/public/valides/Categories/{activityId}';
};

export type GetActivityCategoriesErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetActivityCategoriesError =
  GetActivityCategoriesErrors[keyof GetActivityCategoriesErrors];

export type GetActivityCategoriesResponses = {
  /**
   * The categories.
   */
  200: Array<ActivityCategory>;
};

export type GetActivityCategoriesResponse =
  GetActivityCategoriesResponses[keyof GetActivityCategoriesResponses];

export type GetLicenseLevelsData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/public/license-level';
};

export type GetLicenseLevelsResponses = {
  /**
   * The licence levels and their amounts.
   */
  200: Array<LicenseLevelAmount>;
};

export type GetLicenseLevelsResponse = GetLicenseLevelsResponses[keyof GetLicenseLevelsResponses];

export type GetPublicLicenseData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/public/license/{id}';
};

export type GetPublicLicenseResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
};

export type GetPublicLicenseResponse = GetPublicLicenseResponses[keyof GetPublicLicenseResponses];

export type GetLicensePdfData = {
  body?: never;
  path: {
    /**
     * 'Licence PDF by id' (administration.md 7.7). The spec gives a licence no id of its own (members-area.md 3 'Licence': licenseLevel only); it is carried by a membership, whose id the spec names (members-area.md 3 'Membership'). So `{id}` is the id of a membership carrying the licence, here the profile's main licence ('Ma {licence title}', administration.md 2.3). A backend that gives licences their own id (the designed `Licence.id`) is asked with that id when its answers carry it.
     */
    id: number;
  };
  query?: never;
  url: '/public/license/pdf/{id}';
};

export type GetLicensePdfErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetLicensePdfError = GetLicensePdfErrors[keyof GetLicensePdfErrors];

export type GetLicensePdfResponses = {
  /**
   * A PDF file (file reply).
   */
  200: Blob | File;
};

export type GetLicensePdfResponse = GetLicensePdfResponses[keyof GetLicensePdfResponses];

export type GetProfilesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/profiles';
};

export type GetProfilesResponses = {
  /**
   * The holder and the relatives.
   */
  200: Array<Profile>;
};

export type GetProfilesResponse = GetProfilesResponses[keyof GetProfilesResponses];

export type CreateProfileData = {
  body: ProfilePayload;
  path?: never;
  query?: never;
  url: '/profiles';
};

export type CreateProfileErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type CreateProfileError = CreateProfileErrors[keyof CreateProfileErrors];

export type CreateProfileResponses = {
  /**
   * The profile.
   */
  200: Profile;
  /**
   * The profile.
   */
  201: Profile;
};

export type CreateProfileResponse = CreateProfileResponses[keyof CreateProfileResponses];

export type GetProfileData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/profiles/{id}';
};

export type GetProfileErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetProfileError = GetProfileErrors[keyof GetProfileErrors];

export type GetProfileResponses = {
  /**
   * The profile.
   */
  200: Profile;
};

export type GetProfileResponse = GetProfileResponses[keyof GetProfileResponses];

export type UpdateProfileData = {
  body: ProfilePayload;
  path: {
    id: number;
  };
  query?: never;
  url: '/profiles/{id}';
};

export type UpdateProfileErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type UpdateProfileError = UpdateProfileErrors[keyof UpdateProfileErrors];

export type UpdateProfileResponses = {
  /**
   * The saved profile, or no body (members-area.md 7 shows no answer); not read.
   */
  200: Profile | null;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type UpdateProfileResponse = UpdateProfileResponses[keyof UpdateProfileResponses];

export type DissociateProfileData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/profiles/{id}/dissociate';
};

export type DissociateProfileResponses = {
  /**
   * Response has success.
   */
  200: Success;
};

export type DissociateProfileResponse =
  DissociateProfileResponses[keyof DissociateProfileResponses];

export type SetProfileAsMainData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/profiles/{id}/set-as-main';
};

export type SetProfileAsMainResponses = {
  /**
   * Response has success.
   */
  200: Success;
};

export type SetProfileAsMainResponse = SetProfileAsMainResponses[keyof SetProfileAsMainResponses];

export type UpdateProfilePictureData = {
  body: PictureUpload;
  path: {
    id: number;
  };
  query?: never;
  url: '/profiles/{id}/update-profile-picture';
};

export type UpdateProfilePictureErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type UpdateProfilePictureError =
  UpdateProfilePictureErrors[keyof UpdateProfilePictureErrors];

export type UpdateProfilePictureResponses = {
  /**
   * The response has link.
   */
  200: PictureLink;
};

export type UpdateProfilePictureResponse =
  UpdateProfilePictureResponses[keyof UpdateProfilePictureResponses];

export type GetSubscriptionMembershipListData = {
  body?: never;
  path: {
    /**
     * The membership's id.
     */
    id: number;
  };
  query?: never;
  url: '/public/subscription-membership/list/{id}';
};

export type GetSubscriptionMembershipListResponses = {
  /**
   * The subscription memberships.
   */
  200: Array<SubscriptionMembership>;
};

export type GetSubscriptionMembershipListResponse =
  GetSubscriptionMembershipListResponses[keyof GetSubscriptionMembershipListResponses];

export type GetMemberRenewalData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/member-renewal/{id}';
};

export type GetMemberRenewalResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type GetMemberRenewalResponse = GetMemberRenewalResponses[keyof GetMemberRenewalResponses];

export type GetPublicAttestationData = {
  body?: never;
  path: {
    a: string;
    b: string;
  };
  query?: never;
  url: '/public/attestation/{a}/{b}';
};

export type GetPublicAttestationErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetPublicAttestationError =
  GetPublicAttestationErrors[keyof GetPublicAttestationErrors];

export type GetPublicAttestationResponses = {
  /**
   * The attestation reply.
   */
  200: AttestationReply;
};

export type GetPublicAttestationResponse =
  GetPublicAttestationResponses[keyof GetPublicAttestationResponses];

export type GetAttestationPdfData = {
  body?: never;
  path: {
    a: number;
    b: number;
  };
  query?: never;
  url: '/attestation/{a}/{b}';
};

export type GetAttestationPdfErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetAttestationPdfError = GetAttestationPdfErrors[keyof GetAttestationPdfErrors];

export type GetAttestationPdfResponses = {
  /**
   * A PDF file (file reply).
   */
  200: Blob | File;
};

export type GetAttestationPdfResponse =
  GetAttestationPdfResponses[keyof GetAttestationPdfResponses];

export type GetAttestationReferenceData = {
  body?: never;
  path: {
    /**
     * The profile's id.
     */
    a: number;
    /**
     * The club's id.
     */
    b: number;
  };
  query?: never;
  url: '/attestation/{a}/{b}/reference';
};

export type GetAttestationReferenceErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetAttestationReferenceError =
  GetAttestationReferenceErrors[keyof GetAttestationReferenceErrors];

export type GetAttestationReferenceResponses = {
  /**
   * The reference.
   */
  200: AttestationReference;
};

export type GetAttestationReferenceResponse =
  GetAttestationReferenceResponses[keyof GetAttestationReferenceResponses];

export type ReserveSessionData = {
  body?: never;
  path: {
    sessionId: number;
    profileId: number;
    /**
     * true books every future session of the series (designed meaning).
     */
    flag: boolean;
  };
  query?: never;
  url: '/reservations/session/{sessionId}/profile/{profileId}/all-sessions/{flag}';
};

export type ReserveSessionErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type ReserveSessionError = ReserveSessionErrors[keyof ReserveSessionErrors];

export type ReserveSessionResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type ReserveSessionResponse = ReserveSessionResponses[keyof ReserveSessionResponses];

export type CancelReservationData = {
  body?: never;
  path: {
    sessionId: number;
    profileId: number;
  };
  query?: never;
  url: '/reservations/{sessionId}/profile/{profileId}';
};

export type CancelReservationResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type CancelReservationResponse =
  CancelReservationResponses[keyof CancelReservationResponses];

export type GetReservationStatusData = {
  body?: never;
  path: {
    sessionId: number;
    profileId: number;
  };
  query?: never;
  url: '/reservations/{sessionId}/profile/{profileId}';
};

export type GetReservationStatusResponses = {
  /**
   * Booked.
   */
  200: boolean;
};

export type GetReservationStatusResponse =
  GetReservationStatusResponses[keyof GetReservationStatusResponses];

export type GetSeriesSiblingsData = {
  body?: never;
  path: {
    uuid: string;
  };
  query?: never;
  url: '/sessions/{uuid}/siblings';
};

export type GetSeriesSiblingsResponses = {
  /**
   * The count.
   */
  200: number;
};

export type GetSeriesSiblingsResponse =
  GetSeriesSiblingsResponses[keyof GetSeriesSiblingsResponses];

export type GetPrivilegesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/user-admin/privileges';
};

export type GetPrivilegesResponses = {
  /**
   * The privileges.
   */
  200: Privileges;
};

export type GetPrivilegesResponse = GetPrivilegesResponses[keyof GetPrivilegesResponses];

export type SearchByFiltersData = {
  body?: never;
  path?: never;
  query?: {
    organization?: number;
    comiteRegional?: number;
    /**
     * The club filter; the name is the product slug (`amsf`).
     */
    '{product}'?: number;
    name?: string;
    offset?: number;
    limit?: number;
  };
  url: '/user-admin/search-by-filters';
};

export type SearchByFiltersErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type SearchByFiltersError = SearchByFiltersErrors[keyof SearchByFiltersErrors];

export type SearchByFiltersResponses = {
  /**
   * Page response.
   */
  200: AccountRowPage;
};

export type SearchByFiltersResponse = SearchByFiltersResponses[keyof SearchByFiltersResponses];

export type SearchByNeedleData = {
  body?: never;
  path?: never;
  query: {
    needle: string;
    offset?: number;
    limit?: number;
  };
  url: '/user-admin/account/search-by-needle';
};

export type SearchByNeedleErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type SearchByNeedleError = SearchByNeedleErrors[keyof SearchByNeedleErrors];

export type SearchByNeedleResponses = {
  /**
   * Page response.
   */
  200: AccountRowPage;
};

export type SearchByNeedleResponse = SearchByNeedleResponses[keyof SearchByNeedleResponses];

export type GetAccountData = {
  body?: never;
  path: {
    email: string;
  };
  query?: never;
  url: '/user-admin/{email}/account';
};

export type GetAccountErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetAccountError = GetAccountErrors[keyof GetAccountErrors];

export type GetAccountResponses = {
  /**
   * The account.
   */
  200: Account;
};

export type GetAccountResponse = GetAccountResponses[keyof GetAccountResponses];

export type GetAdminProfileData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/user/{id}';
};

export type GetAdminProfileErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type GetAdminProfileError = GetAdminProfileErrors[keyof GetAdminProfileErrors];

export type GetAdminProfileResponses = {
  /**
   * The profile.
   */
  200: Profile;
};

export type GetAdminProfileResponse = GetAdminProfileResponses[keyof GetAdminProfileResponses];

export type GetRolesData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/user-admin/roles';
};

export type GetRolesResponses = {
  /**
   * The roles.
   */
  200: Array<IdentityRole>;
};

export type GetRolesResponse = GetRolesResponses[keyof GetRolesResponses];

export type GetRolesOfPersonData = {
  body?: never;
  path: {
    email: string;
  };
  query?: never;
  url: '/user-admin/{email}/roles';
};

export type GetRolesOfPersonResponses = {
  /**
   * The roles of the person.
   */
  200: Array<IdentityRole>;
};

export type GetRolesOfPersonResponse = GetRolesOfPersonResponses[keyof GetRolesOfPersonResponses];

export type GetRolesConfigData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/user-admin/roles-config';
};

export type GetRolesConfigResponses = {
  /**
   * The responsibility configuration.
   */
  200: ResponsibilityConfiguration;
};

export type GetRolesConfigResponse = GetRolesConfigResponses[keyof GetRolesConfigResponses];

export type GetRegionClubsData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/user-admin/region/{id}/clubs';
};

export type GetRegionClubsResponses = {
  /**
   * The clubs, by title.
   */
  200: Array<Ref>;
};

export type GetRegionClubsResponse = GetRegionClubsResponses[keyof GetRegionClubsResponses];

export type GetRegionClubActivitiesData = {
  body?: never;
  path: {
    regionId: number;
    clubId: number;
  };
  query?: never;
  url: '/user-admin/region/{regionId}/clubs/{clubId}/activities';
};

export type GetRegionClubActivitiesResponses = {
  /**
   * The activities.
   */
  200: Array<AdminActivity>;
};

export type GetRegionClubActivitiesResponse =
  GetRegionClubActivitiesResponses[keyof GetRegionClubActivitiesResponses];

export type CreateResponsibilityData = {
  body: CreateResponsibility;
  path?: never;
  query?: never;
  url: '/user-admin/reponsability';
};

export type CreateResponsibilityErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type CreateResponsibilityError =
  CreateResponsibilityErrors[keyof CreateResponsibilityErrors];

export type CreateResponsibilityResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  201: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type CreateResponsibilityResponse =
  CreateResponsibilityResponses[keyof CreateResponsibilityResponses];

export type DeleteResponsibilityData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/user-admin/reponsability/{id}';
};

export type DeleteResponsibilityErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type DeleteResponsibilityError =
  DeleteResponsibilityErrors[keyof DeleteResponsibilityErrors];

export type DeleteResponsibilityResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type DeleteResponsibilityResponse =
  DeleteResponsibilityResponses[keyof DeleteResponsibilityResponses];

export type UpdateResponsibilityData = {
  body: ResponsibilityForm;
  path: {
    id: number;
  };
  query?: never;
  url: '/user-admin/reponsability/{id}';
};

export type UpdateResponsibilityErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type UpdateResponsibilityError =
  UpdateResponsibilityErrors[keyof UpdateResponsibilityErrors];

export type UpdateResponsibilityResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type UpdateResponsibilityResponse =
  UpdateResponsibilityResponses[keyof UpdateResponsibilityResponses];

export type InviteAdministratorData = {
  body: Invitation;
  path?: never;
  query?: never;
  url: '/user-admin/invite';
};

export type InviteAdministratorErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type InviteAdministratorError = InviteAdministratorErrors[keyof InviteAdministratorErrors];

export type InviteAdministratorResponses = {
  /**
   * Response has success.
   */
  200: InviteAnswer;
  /**
   * Response has success.
   */
  201: InviteAnswer;
};

export type InviteAdministratorResponse =
  InviteAdministratorResponses[keyof InviteAdministratorResponses];

export type UserAdminEmailExistsData = {
  body?: never;
  path: {
    email: string;
  };
  query?: never;
  url: '/user-admin/{email}/exists';
};

export type UserAdminEmailExistsResponses = {
  /**
   * Account existence response.
   */
  200: AccountExists;
};

export type UserAdminEmailExistsResponse =
  UserAdminEmailExistsResponses[keyof UserAdminEmailExistsResponses];

export type UpdateFunctionData = {
  body: FunctionForm;
  path: {
    id: number;
  };
  query?: never;
  url: '/function/update/{id}';
};

export type UpdateFunctionErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type UpdateFunctionError = UpdateFunctionErrors[keyof UpdateFunctionErrors];

export type UpdateFunctionResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type UpdateFunctionResponse = UpdateFunctionResponses[keyof UpdateFunctionResponses];

export type AddFunctionData = {
  body: {
    title: string;
  };
  path?: never;
  query: {
    /**
     * A level's id (the spec's form), or comma-joined ids (designed).
     */
    roleId: number | string;
    /**
     * Only for federation admin; a service's id (the spec's form), or comma-joined ids (designed).
     */
    serviceId?: number | string;
  };
  url: '/function/add';
};

export type AddFunctionErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
};

export type AddFunctionError = AddFunctionErrors[keyof AddFunctionErrors];

export type AddFunctionResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  201: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type AddFunctionResponse = AddFunctionResponses[keyof AddFunctionResponses];

export type CountFunctionUsersData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/function/count-users/{id}';
};

export type CountFunctionUsersErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  404: _Error;
};

export type CountFunctionUsersError = CountFunctionUsersErrors[keyof CountFunctionUsersErrors];

export type CountFunctionUsersResponses = {
  /**
   * The number.
   */
  200: number;
};

export type CountFunctionUsersResponse =
  CountFunctionUsersResponses[keyof CountFunctionUsersResponses];

export type AccountExistsData = {
  body?: never;
  path: {
    email: string;
  };
  query?: never;
  url: '/account/{email}/exists';
};

export type AccountExistsResponses = {
  /**
   * Account existence response.
   */
  200: AccountExists;
};

export type AccountExistsResponse = AccountExistsResponses[keyof AccountExistsResponses];

export type PublicAccountExistsData = {
  body?: never;
  path: {
    email: string;
  };
  query?: never;
  url: '/public/account/{email}/exists';
};

export type PublicAccountExistsResponses = {
  /**
   * Account existence response.
   */
  200: AccountExists;
};

export type PublicAccountExistsResponse =
  PublicAccountExistsResponses[keyof PublicAccountExistsResponses];

export type ChangeAccountMailData = {
  body?: never;
  path: {
    currentEmail: string;
    newEmail: string;
    /**
     * 0 or 1.
     */
    flag: 0 | 1;
  };
  query?: never;
  url: '/change-account-mail/{currentEmail}/{newEmail}/{flag}';
};

export type ChangeAccountMailErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  403: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type ChangeAccountMailError = ChangeAccountMailErrors[keyof ChangeAccountMailErrors];

export type ChangeAccountMailResponses = {
  /**
   * The change, or no body (answer not shown by the spec; `success` designed).
   */
  200: EmailChangeAnswer | null;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type ChangeAccountMailResponse =
  ChangeAccountMailResponses[keyof ChangeAccountMailResponses];

export type PostExpressPremiumClientData = {
  body: ExpressAccount;
  path?: never;
  query?: never;
  url: '/public/express-premium-client';
};

export type PostExpressPremiumClientErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  409: _Error;
};

export type PostExpressPremiumClientError =
  PostExpressPremiumClientErrors[keyof PostExpressPremiumClientErrors];

export type PostExpressPremiumClientResponses = {
  /**
   * Response link.
   */
  200: PaymentLink;
};

export type PostExpressPremiumClientResponse =
  PostExpressPremiumClientResponses[keyof PostExpressPremiumClientResponses];

export type AddPostData = {
  body?: {
    [key: string]: unknown;
  };
  path?: never;
  query?: never;
  url: '/post/add';
};

export type AddPostResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type AddPostResponse = AddPostResponses[keyof AddPostResponses];

export type DeletePostData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/post/{id}';
};

export type DeletePostResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type DeletePostResponse = DeletePostResponses[keyof DeletePostResponses];

export type AddCommentData = {
  body?: {
    [key: string]: unknown;
  };
  path: {
    a: string;
    b: string;
  };
  query?: never;
  url: '/comments/add/{a}/post/{b}';
};

export type AddCommentResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type AddCommentResponse = AddCommentResponses[keyof AddCommentResponses];

export type DeleteCommentData = {
  body?: never;
  path: {
    id: number;
  };
  query?: never;
  url: '/comments/{id}';
};

export type DeleteCommentResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type DeleteCommentResponse = DeleteCommentResponses[keyof DeleteCommentResponses];

export type TogglePostLikeData = {
  body?: never;
  path: {
    a: string;
    b: string;
  };
  query?: never;
  url: '/post/toggle-like/{a}/{b}';
};

export type TogglePostLikeResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type TogglePostLikeResponse = TogglePostLikeResponses[keyof TogglePostLikeResponses];

export type GetCommentsByPostData = {
  body?: never;
  path: {
    a: string;
    b: string;
  };
  query?: never;
  url: '/comments/by-post/{a}/{b}';
};

export type GetCommentsByPostResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
};

export type GetCommentsByPostResponse =
  GetCommentsByPostResponses[keyof GetCommentsByPostResponses];

export type ToggleCommentLikeData = {
  body?: never;
  path: {
    a: string;
    b: string;
  };
  query?: never;
  url: '/comments/toggle-like/{a}/{b}';
};

export type ToggleCommentLikeResponses = {
  /**
   * The specification does not show this answer; any 2xx is a success and the body, if any, is not read.
   */
  200: NotShown;
  /**
   * Success without a body (the spec does not show the answer).
   */
  204: void;
};

export type ToggleCommentLikeResponse =
  ToggleCommentLikeResponses[keyof ToggleCommentLikeResponses];

export type GetBestOffersData = {
  body?: never;
  path?: never;
  query?: never;
  url: '/public/premium-offers/best';
};

export type GetBestOffersResponses = {
  /**
   * The offers.
   */
  200: Array<Offer>;
};

export type GetBestOffersResponse = GetBestOffersResponses[keyof GetBestOffersResponses];

export type GetHealthBrochurePdfData = {
  body?: never;
  path: {
    /**
     * The product's slug (`productSlug` of the runtime config, `amsf` in the demo). The
     * specification writes `{product}` in paths and field names; see the document's description.
     *
     */
    product: string;
  };
  query?: never;
  url: '/documents/ma_sante_by_{product}.pdf';
};

export type GetHealthBrochurePdfResponses = {
  /**
   * A PDF file (file reply).
   */
  200: Blob | File;
};

export type GetHealthBrochurePdfResponse =
  GetHealthBrochurePdfResponses[keyof GetHealthBrochurePdfResponses];

export type GetServicePlanData = {
  body?: never;
  path?: never;
  query?: {
    /**
     * A random cache-busting version.
     */
    v?: string;
  };
  url: '/service-plan.json';
};

export type GetServicePlanResponses = {
  /**
   * The service plan.
   */
  200: ServicePlan;
};

export type GetServicePlanResponse = GetServicePlanResponses[keyof GetServicePlanResponses];

export type GetNewsData = {
  body?: never;
  path: {
    /**
     * The organisation's id.
     */
    id: number;
  };
  query?: {
    offset?: number;
    limit?: number;
  };
  url: '/news/{id}';
};

export type GetNewsErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type GetNewsError = GetNewsErrors[keyof GetNewsErrors];

export type GetNewsResponses = {
  /**
   * Page response of news items.
   */
  200: NewsPage;
};

export type GetNewsResponse = GetNewsResponses[keyof GetNewsResponses];

export type GetCommunesByPostalCodeData = {
  body?: never;
  path?: never;
  query: {
    codePostal: string;
    fields?: string;
    format?: 'json' | 'geojson';
  };
  url: '/communes';
};

export type GetCommunesByPostalCodeErrors = {
  /**
   * An error; the body's message is French text shown to the user (designed shape).
   */
  400: _Error;
};

export type GetCommunesByPostalCodeError =
  GetCommunesByPostalCodeErrors[keyof GetCommunesByPostalCodeErrors];

export type GetCommunesByPostalCodeResponses = {
  /**
   * The communes.
   */
  200: Array<GeoCommune>;
};

export type GetCommunesByPostalCodeResponse =
  GetCommunesByPostalCodeResponses[keyof GetCommunesByPostalCodeResponses];

export type GetDepartementsData = {
  body?: never;
  path?: never;
  query?: {
    fields?: string;
  };
  url: '/departements';
};

export type GetDepartementsResponses = {
  /**
   * The departments.
   */
  200: Array<Department>;
};

export type GetDepartementsResponse = GetDepartementsResponses[keyof GetDepartementsResponses];

export type GetCommunesByDepartementData = {
  body?: never;
  path: {
    code: string;
  };
  query?: {
    fields?: string;
  };
  url: '/departements/{code}/communes';
};

export type GetCommunesByDepartementResponses = {
  /**
   * The communes.
   */
  200: Array<GeoCommune>;
};

export type GetCommunesByDepartementResponse =
  GetCommunesByDepartementResponses[keyof GetCommunesByDepartementResponses];

export type GeocodeAddressData = {
  body?: never;
  path?: never;
  query: {
    q: string;
    limit?: number;
    /**
     * Only results of this kind; `municipality` gives towns.
     */
    type?: 'housenumber' | 'street' | 'locality' | 'municipality';
  };
  url: '/search/';
};

export type GeocodeAddressResponses = {
  /**
   * A GeoJSON FeatureCollection.
   */
  200: GeocoderAnswer;
};

export type GeocodeAddressResponse = GeocodeAddressResponses[keyof GeocodeAddressResponses];

export type ClientOptions = {
  baseUrl:
    | `${string}://{apiBaseUrl}`
    | `${string}://{resourcesBaseUrl}`
    | `${string}://{newsApiBaseUrl}`
    | `${string}://{geoApiBaseUrl}`
    | `${string}://{geoApiBaseUrl}`
    | `${string}://{geoApiBaseUrl}`
    | `${string}://{geocoderUrl}`
    | (string & {});
};
