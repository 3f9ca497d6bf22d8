import type { OrderStatus } from '@/shared/session/schemas';

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

export type ClubRow = {
  id: number;
  title: string;
  logoUrl: string | null;
  address: string;
  postalCode: string;
  city: string;
  departmentCode: string;
  region: string;
  latitude: number;
  longitude: number;
  email: string;
  phone: string;
};

/** type: 1 yearly, 2 stage, 3 event (the licence types of the spec). */
export type ActivityRow = {
  id: number;
  clubId: number;
  title: string;
  type: number;
  imageUrl: string | null;
};

export type CategoryRow = {
  id: number;
  activityId: number;
  title: string;
  minAge: number;
  maxAge: number;
};

export type CategoryPriceRow = {
  id: number;
  categoryId: number;
  title: string;
  amount: number;
};

export type RoleRow = { id: number; description: string };

export type LicenseLevelRow = { id: number; level: number; title: string; type: number };

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

export type LicenseRow = { id: number; number: string | null; licenseLevelId: number };

export type MembershipRow = {
  id: number;
  profileId: number;
  seasonId: number;
  activityId: number;
  clubId: number;
  end: string | null;
  license: LicenseRow | null;
};

export type OrderRow = {
  id: number;
  profileId: number;
  createdAt: string;
  status: OrderStatus;
  ePaymentMethodId: number | null;
  categoryPriceId: number;
};

export type ConversationMemberRow = { profileId: number; unreadCount: number };

export type ConversationRow = {
  id: number;
  name: string;
  category: number;
  lastMessage: string | null;
  lastMessageDate: string | null;
  authorCreationProfile: number;
  members: ConversationMemberRow[];
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
  imageUrl: string;
  url: string;
  initialPrice: number;
  finalPrice: number;
  best: boolean;
};

export type MockDb = {
  version: number;
  seasons: SeasonRow[];
  clubs: ClubRow[];
  activities: ActivityRow[];
  categories: CategoryRow[];
  categoryPrices: CategoryPriceRow[];
  roles: RoleRow[];
  licenseLevels: LicenseLevelRow[];
  accounts: AccountRow[];
  profiles: ProfileRow[];
  responsibilities: ResponsibilityRow[];
  memberships: MembershipRow[];
  orders: OrderRow[];
  conversations: ConversationRow[];
  news: NewsRow[];
  sponsors: SponsorRow[];
  offers: OfferRow[];
};

export type MockDbTable = Exclude<keyof MockDb, 'version'>;
