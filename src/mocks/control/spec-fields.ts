/**
 * The fields the specification names for each entity (docs/spec/enrolment.md 3,
 * docs/spec/members-area.md 3, docs/spec/administration.md 3), written from its own lists. A rule
 * `specFieldsOnly` makes the mocked backend answer with these fields only, as a backend built from
 * the spec would, so that tests and the demo prove that no page needs a field we designed
 * (docs/adr/0008-tolerant-reader.md). Names are the app's: `club…` travels as `{product}…` on the
 * wire.
 */
export type Shape = { readonly [field: string]: true | Shape };

const season: Shape = { id: true, title: true, startDate: true, endDate: true, current: true };

/**
 * docs/spec/enrolment.md 3 'Session' (displayDate is derived by the app) and
 * docs/spec/members-area.md 3 'Session (reservation calendar)': GET /public/sessions serves both
 * screens.
 */
const session: Shape = {
  id: true,
  date: true,
  startHour: true,
  endHour: true,
  categoryId: true,
  description: true,
  uuid: true,
  activityId: true,
  activityName: true,
  categoryName: true,
  maxSlots: true,
  soldPlaces: true,
  static: true,
};

/** docs/spec/enrolment.md 3 'Activity category' (the valid flag is derived by the app). */
const activityCategory: Shape = {
  id: true,
  title: true,
  full: true,
  forSale: true,
  possiblePreRegistration: true,
  registrationWithoutValidation: true,
  maxRegistration: true,
  soldPlaces: true,
  infoDemand: true,
  minAge: true,
  maxAge: true,
  marge: true,
  licenseLevel: { id: true },
  paymentSplit: true,
  activityCategoryPrices: {
    id: true,
    season: { id: true, title: true },
    title: true,
    totalAmount: true,
  },
  categoriesSessionsForCurrentSeason: session,
};

/** docs/spec/enrolment.md 3 'Activity'. */
const activity: Shape = {
  id: true,
  title: true,
  description: true,
  address: true,
  addressContinued: true,
  zipCode: true,
  city: true,
  addressWebsite: true,
  imageUrl: true,
  activityCategories: activityCategory,
  type: true,
  stageDroitsOmnisport: true,
  // 'and a published-on-member-portal flag': named by no field, so a spec backend's name for
  // it is unknown; publishedOnMemberPortal is ours (docs/openapi/main-api.yaml Activity).
};

/**
 * docs/spec/enrolment.md 3 'Club', with docs/spec/members-area.md 3 'Club details' (the payment
 * slug).
 */
const club: Shape = {
  id: true,
  title: true,
  site: true,
  latitude: true,
  longitude: true,
  logoUrl: true,
  federalActivities: true,
  parametersClub: { helloassoClubSlug: true },
};

const clubRef: Shape = { id: true, title: true, logoUrl: true };

/** docs/spec/enrolment.md 3 'Promo'. */
const promo: Shape = { title: true, discountPercentage: true };

const reasonedAmount: Shape = { reason: true, amount: true };

/** docs/spec/enrolment.md 3 'Offers response'; the category's activity is the 'Activity' entity. */
const offers: Shape = {
  activityCategoryPrices: {
    priceId: true,
    priceName: true,
    initialPriceAmount: true,
    priceAmount: true,
    seasonId: true,
    default: true,
    discount: reasonedAmount,
    discountDroitClub: reasonedAmount,
    activityCategory: {
      id: true,
      title: true,
      preSales: true,
      activity: { id: true, title: true, type: true },
    },
  },
  promo,
};

/** docs/spec/members-area.md 3 'Membership' and 'Licence'; docs/spec/enrolment.md 3 'Profile'. */
const membership: Shape = {
  id: true,
  season: { id: true, title: true },
  activity: { id: true, title: true, imageUrl: true, type: true },
  clubId: true,
  club: clubRef,
  end: true,
  license: { licenseLevel: { level: true, title: true, type: true } },
  subscriptionMemberships: {
    activityCategory: { id: true },
    activityCategoryPrice: { id: true, season: { id: true } },
  },
};

/** docs/spec/members-area.md 3 and docs/spec/administration.md 3 'Profile'. */
const profile: Shape = {
  id: true,
  firstname: true,
  lastname: true,
  email: true,
  gender: true,
  birthday: true,
  photo: true,
  address: true,
  addressContinued: true,
  city: true,
  postalCode: true,
  mobilePhone: true,
  phone: true,
  main: true,
  role: { id: true, description: true },
  responsabilities: true,
  mainResponsability: true,
  memberships: membership,
  clubs: clubRef,
  /**
   * docs/spec/members-area.md 3 and docs/spec/enrolment.md 3 name it among the Profile's fields.
   */
  honorabilite: true,
};

/** docs/spec/enrolment.md 3 and docs/spec/members-area.md 3 'Order (registration request)'. */
const order: Shape = {
  id: true,
  createdAt: true,
  status: true,
  ePaymentMethod: { id: true },
  activityCategoryPrice: {
    id: true,
    title: true,
    activityCategory: { activity: { title: true, club: clubRef } },
  },
};

/** docs/spec/administration.md 3 'Message' (the socket's object, 7.8, has no createdAt). */
const chatMessage: Shape = {
  message: true,
  idProfile: true,
  nom: true,
  prenom: true,
  profilePicture: true,
  createdAt: true,
  idConversation: true,
};

export const specShapes = {
  Season: season,
  Session: session,
  ActivityCategory: activityCategory,
  Activity: activity,
  Club: club,
  Promo: promo,
  Offers: offers,
  Profile: profile,
  Order: order,
  /** docs/spec/enrolment.md 3 'Licence level option'. */
  LicenseOption: {
    licenseLevelId: true,
    licenseLevelTitle: true,
    licenseAmount: true,
    explanation: true,
  },
  /** docs/spec/enrolment.md 3: 'The licence level list holds level (1, 2, 3) and amount'. */
  LicenseLevelAmount: { level: true, amount: true },
  /**
   * docs/spec/enrolment.md 3 'Payment option' ('and a fee amount': no field named, feeAmount is
   * ours).
   */
  PaymentOption: {
    paymentMethod: { id: true, name: true },
    totalAmount: true,
    transactionsSchedule: { date: true, totalAmount: true, chargedAmount: true },
  },
  /** docs/spec/enrolment.md 3 'Basket': clubSettlement (settlement as HTML, settlementRequired). */
  ClubSettlement: { settlement: true, settlementRequired: true },
  /** docs/spec/enrolment.md 7 'POST orders': id and the activity's club id. */
  CreatedOrder: {
    id: true,
    activityCategoryPrice: { activityCategory: { activity: { clubId: true } } },
  },
  /** docs/spec/enrolment.md 3 'Payment link result'. */
  PaymentLink: { link: true },
  /** docs/spec/enrolment.md 7 'register-event': 'Response has success'. */
  Success: { success: true },
  /** docs/spec/enrolment.md 3 'Profile': 'an activityCategory id or an activityCategoryPrice'. */
  SubscriptionMembership: {
    activityCategory: { id: true },
    activityCategoryPrice: { id: true, season: { id: true } },
  },
  /** Calls whose answer the spec does not show (confirm, cancel, presign): nothing is read. */
  NotShown: {},
  /** docs/spec/administration.md 3 'News item', inside a 'Page response'. */
  NewsPage: {
    content: {
      id: true,
      typeId: true,
      titre: true,
      resume: true,
      image: true,
      region: true,
      updatedAt: true,
    },
    size: true,
    number: true,
    totalPages: true,
    totalElements: true,
    numberOfElements: true,
  },
  /**
   * docs/spec/members-area.md 3 'Attestation reply' ({product} read as club; licences' items
   * unnamed).
   */
  AttestationReply: {
    member: { firstname: true, lastname: true },
    club: true,
    licences: true,
    cotisationActivite: true,
    priceDroitOmnisport: true,
    totalPrice: true,
  },
  /** docs/spec/administration.md 3 'Privileges' (the role's shape is not given: kept as sent). */
  Privileges: {
    role: true,
    clubs: { id: true, title: true, regionId: true, organizationId: true },
    regions: true,
    organizations: true,
  },
  /**
   * docs/spec/administration.md 3 'Conversation summary', each item also the 'Conversation (for
   * unread count)' entity.
   */
  ConversationSummary: {
    id: true,
    groupName: true,
    lastMessage: true,
    lastMessageCreation: true,
    category: true,
    unreadCount: true,
  },
  /** docs/spec/administration.md 3 'Message'. */
  Message: chatMessage,
  /** docs/spec/administration.md 3 'Conversation detail'. */
  ConversationDetail: { idConversation: true, authorCreationProfile: true, messages: chatMessage },
  /** docs/spec/members-area.md 3 'PASS account' (from licence login). */
  PassAccount: {
    globalToken: true,
    personne: { idAyantDroit: true, numero_Licence: true },
    estCoach: true,
    mesSouscriptions: {
      monOffre: {
        id: true,
        nom: true,
        clubId: true,
        imageUrl: true,
        credit: true,
        nombreJetons: true,
        fin: true,
        prix: true,
      },
    },
  },
  /** docs/spec/members-area.md 3 'Sponsor'. */
  Sponsor: { imageUrl: true, linkUrl: true },
  /** docs/spec/administration.md 3 'Offer (home cards)'. */
  Offer: {
    titre: true,
    description: true,
    imageUrl: true,
    url: true,
    initialPrice: true,
    finalPrice: true,
  },
} satisfies Record<string, Shape>;

export type SpecShapeName = keyof typeof specShapes;

/**
 * Keeps the named fields, at every depth; a list is projected item by item. Absent fields
 * stay absent, null stays null, and a value that is no object is kept as it is.
 */
export function projectOnShape(value: unknown, shape: Shape): unknown {
  if (Array.isArray(value)) return value.map((item) => projectOnShape(item, shape));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [field, inner] of Object.entries(shape)) {
    if (!(field in source)) continue;
    kept[field] = inner === true ? source[field] : projectOnShape(source[field], inner);
  }
  return kept;
}

/** A value that no item schema of the app accepts: the item keeps no field it needs. */
export const malformedItem = { illisible: true } as const;

/**
 * The list of an answer with item `index` broken: a bare list, or a page's `content`.
 * Out of range, the answer is left alone.
 */
export function breakListItem(value: unknown, index: number): unknown {
  if (Array.isArray(value)) {
    return index < value.length
      ? value.map((item, at) => (at === index ? malformedItem : item))
      : value;
  }
  if (value !== null && typeof value === 'object' && 'content' in value) {
    return { ...value, content: breakListItem((value as { content: unknown }).content, index) };
  }
  return value;
}
