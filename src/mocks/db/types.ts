import type { PaymentScheduleRow, SessionReservationRow } from './registrations/registration-rows';
import type { MemberDetailsRow } from './members/member-details';
import type { AdminTables } from './admin/types';
import type { PassCatalogue } from './pass/pass-types';
import type { PassMutableTables } from './pass/pass-types';

/**
 * Rows of the mocked backend, normalised like a real database: handlers join them into the
 * shapes of the API, so one change (a new membership, a paid order) shows on every screen.
 * Field names follow the portal's model ('club…'); the handlers translate to '{product}…'.
 */
export type SeasonRow = {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  current: boolean;
};

export type FederalActivityRow = { id: number; title: string };

export type ClubRow = {
  id: number;
  title: string;
  logoUrl: string | null;
  site: string | null;
  address: string;
  postalCode: string;
  city: string;
  departmentCode: string;
  region: string;
  latitude: number;
  longitude: number;
  email: string;
  phone: string;
  /** Club rules as HTML (rendered through SafeHtml); null when the club has none. */
  settlement: string | null;
  settlementRequired: boolean;
  /** The club's own account at the payment provider; null: the federation's account is used. */
  helloassoClubSlug: string | null;
  /** true: the club pays the card fees; false: they are added to what the member pays. */
  absorbsFees: boolean;
};

/**
 * type: 1 yearly, 2 stage, 3 event (the licence types of the spec). A null address, description
 * or position means 'the club's' / 'the federal activity's default': it keeps the stored
 * database small enough for localStorage.
 */
export type ActivityRow = {
  id: number;
  clubId: number;
  title: string;
  type: number;
  imageUrl: string | null;
  federalActivityId: number;
  description: string | null;
  address: string | null;
  addressContinued: string | null;
  zipCode: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  addressWebsite: string | null;
  publishedOnMemberPortal: boolean;
  stageDroitsOmnisport: boolean;
  /** Risky sports ask for a medical certificate rather than the questionnaire alone. */
  risky: boolean;
};

/**
 * A recurring time slot of a category: every listed ISO weekday (1 Monday … 7 Sunday) between
 * `from` and `to` (inclusive, null = the season's bounds). Sessions are generated on request.
 */
export type SlotRow = {
  weekdays: number[];
  start: string;
  end: string;
  from: string | null;
  to: string | null;
  /** Places per session; null = no limit. */
  places: number | null;
  /** Booking opens this many days before the session; null = open at once. */
  bookingDays: number | null;
  description: string | null;
};

export type CategoryRow = {
  id: number;
  activityId: number;
  title: string;
  minAge: number;
  maxAge: number;
  /** Age margin in months. */
  marge: number;
  /** 0 = unlimited. */
  maxRegistration: number;
  soldPlaces: number;
  forSale: boolean;
  possiblePreRegistration: boolean;
  registrationWithoutValidation: boolean;
  preSales: boolean;
  infoDemand: boolean;
  licenseLevelId: number;
  paymentSplit: number;
  slots: SlotRow[];
};

/** Prices include the licence of the category's level (the club right is deducted in offers). */
export type CategoryPriceRow = {
  id: number;
  categoryId: number;
  seasonId: number;
  title: string;
  amount: number;
  isDefault: boolean;
};

export type PromoRow = {
  id: number;
  clubId: number;
  title: string;
  discountPercentage: number;
  active: boolean;
};

export type RoleRow = { id: number; description: string };

export type LicenceLevelRow = {
  id: number;
  level: number;
  title: string;
  type: number;
  amount: number;
  explanation: string;
};

export type AccountRow = { id: number; email: string };

export type ProfileRow = {
  id: number;
  accountId: number;
  firstname: string;
  lastname: string;
  email: string | null;
  gender: 'M' | 'F' | null;
  birthday: string | null;
  photo: string | null;
  address: string | null;
  addressContinued: string | null;
  city: string | null;
  postalCode: string | null;
  mobilePhone: string | null;
  phone: string | null;
  main: boolean;
  roleId: number | null;
};

export type ResponsibilityRow = {
  id: number;
  profileId: number;
  roleId: number;
  main: boolean;
  clubId: number | null;
  serviceTitle: string | null;
};

export type LicenceRow = { id: number; number: string | null; licenseLevelId: number };

/** What a membership subscribed to: the category and the price (which carries the season). */
export type SubscriptionRow = { id: number; categoryId: number; categoryPriceId: number };

export type MembershipRow = {
  id: number;
  profileId: number;
  seasonId: number;
  activityId: number;
  clubId: number;
  end: string | null;
  license: LicenceRow | null;
  subscriptions: SubscriptionRow[];
  /** A licence without an activity (a new premium-pack buyer's): the activity is not shown. */
  licenceOnly?: boolean;
};

export type ReservationRow = { seanceId: number; reservationDate: string };

/**
 * The mock's order statuses: the spec's two (docs/spec/enrolment.md 'Order status': PENDING_DEMAND,
 * PENDING_PAYMENT) and the three designed ones (docs/openapi/main-api.yaml Order.status).
 */
export type OrderStatus = 'PENDING_DEMAND' | 'PENDING_PAYMENT' | 'PAID' | 'CANCELLED' | 'REFUSED';

/**
 * paymentMethodId: 0 at the club (pre-registration), 1 online in one go, N online in N
 * instalments. amount: what the member pays, in euros.
 */
export type OrderRow = {
  id: number;
  profileId: number;
  createdAt: string;
  status: OrderStatus;
  ePaymentMethodId: number | null;
  categoryPriceId: number;
  licenseLevelId: number | null;
  amount: number | null;
  promoId: number | null;
  reservation: ReservationRow | null;
  /** Set by POST /customers/{id}/confirm. */
  confirmed: boolean;
};

export type InformationDemandRow = {
  id: number;
  createdAt: string;
  clubId: number;
  activityIds: number[];
  firstName: string;
  lastName: string;
  birthDate: string;
  email: string;
  phoneNumber: string;
  question: string;
};

/** A person registered to an event without an account (section 2, offline registration). */
export type OfflineMemberRow = {
  id: number;
  createdAt: string;
  clubId: number;
  activityId: number;
  categoryId: number;
  firstname: string;
  lastname: string;
  birthday: string;
  gender: 'M' | 'F';
  email: string;
  mobilePhone: string;
  agreements: {
    diffusionImage: boolean;
    infoFederation: boolean;
    infoClub: boolean;
    infoRegion: boolean;
    infoPartner: boolean;
  };
  /** REGISTERED: free event or paid; PENDING_PAYMENT: waiting on the provider's checkout. */
  status: 'REGISTERED' | 'PENDING_PAYMENT' | 'CANCELLED';
};

/** One checkout at the simulated payment provider (the page at /mock-checkout/{id}). */
export type CheckoutRow = {
  id: number;
  createdAt: string;
  status: 'OPEN' | 'PAID' | 'FAILED';
  itemName: string;
  /** Cents, as payment providers count. */
  amountCents: number;
  /** 1 in one go; N: the amount is charged in N monthly instalments. */
  instalments: number;
  payerName: string;
  returnUrl: string;
  errorUrl: string;
  backUrl: string;
  orderId: number | null;
  offlineMemberIds: number[];
  /** The premium pack bought for this profile (src/mocks/db/members/premium-licence.ts). */
  premiumProfileId?: number | null;
  /**
   * An order's instalments in cents, fees included, as its payment option announced them
   * (src/shared/lib/money-model.ts): the payment schedule records exactly these.
   */
  plan?: number[];
};

export type ConversationMemberRow = { profileId: number; unreadCount: number };

/** A saved message; sender names and picture are read from the profile when answering. */
export type ConversationMessageRow = {
  message: string;
  idProfile: number;
  createdAt: string;
  clientMessageId?: string;
};

/**
 * The last message and its date are read from `messages` (docs/spec/administration.md 3 field
 * names).
 */
export type ConversationRow = {
  id: number;
  groupName: string;
  category: number;
  authorCreationProfile: number;
  members: ConversationMemberRow[];
  messages: ConversationMessageRow[];
  /**
   * Older messages generated when answering (seed/conversations.ts), never stored: a 2,000-message
   * history would overflow the browser's storage budget of the mocked database.
   */
  generatedHistory?: number;
};

export type NewsRow = {
  id: number;
  organizationId: number;
  typeId: number;
  titre: string;
  resume: string;
  image: string | null;
  region: string | null;
  updatedAt: string;
};

export type SponsorRow = {
  id: number;
  clubId: number;
  name: string;
  imageUrl: string;
  linkUrl: string;
};

export type OfferRow = {
  id: number;
  titre: string;
  description: string;
  imageUrl: string | null;
  url: string;
  initialPrice: number;
  finalPrice: number;
  best: boolean;
};

/** Places taken in a category since the seed (paid orders, registered visitors). */
export type TakenPlacesRow = { id: number; count: number };

/**
 * Reference data and the club catalogue: built once per session, frozen, shared by every copy of
 * the database and never written to localStorage (it is the seed, so it needs no saving).
 */
export type StaticTables = {
  seasons: readonly Readonly<SeasonRow>[];
  federalActivities: readonly Readonly<FederalActivityRow>[];
  clubs: readonly Readonly<ClubRow>[];
  activities: readonly Readonly<ActivityRow>[];
  categories: readonly Readonly<CategoryRow>[];
  categoryPrices: readonly Readonly<CategoryPriceRow>[];
  promos: readonly Readonly<PromoRow>[];
  roles: readonly Readonly<RoleRow>[];
  licenceLevels: readonly Readonly<LicenceLevelRow>[];
  sponsors: readonly Readonly<SponsorRow>[];
  offers: readonly Readonly<OfferRow>[];
  passCatalogue: PassCatalogue;
};

/** What journeys change: saved to localStorage after every write. */
export type MutableTables = AdminTables &
  PassMutableTables & {
    accounts: AccountRow[];
    profiles: ProfileRow[];
    responsibilities: ResponsibilityRow[];
    memberships: MembershipRow[];
    orders: OrderRow[];
    takenPlaces: TakenPlacesRow[];
    informationDemands: InformationDemandRow[];
    offlineMembers: OfflineMemberRow[];
    checkouts: CheckoutRow[];
    conversations: ConversationRow[];
    news: NewsRow[];
    paymentSchedules: PaymentScheduleRow[];
    sessionReservations: SessionReservationRow[];
    memberDetails: MemberDetailsRow[];
  };

export type MockDb = { version: number } & StaticTables & MutableTables;

export type MockDbTable = Exclude<keyof MockDb, 'version'>;
export type MutableTable = keyof MutableTables;
