import { z } from 'zod';
import { orNull } from '../api/fallbacks';
import {
  zClubRef,
  zLicence,
  zMembership,
  zOrder,
  zProfile,
  zResponsibility,
  zRole,
  zSeason,
  zSubscriptionMembership,
} from '../api/generated/main/zod';
import { zConversation } from '../api/generated/chat/zod';

/**
 * The session's answer schemas, derived from docs/openapi/main-api.yaml (Profile, Membership,
 * Licence, Season, Order) and docs/openapi/chat-api.yaml (Conversation), as
 * docs/adr/0017-generated-schemas.md says. What the document leaves optional and a screen reads
 * gets its fallback here; the few fields still required beyond the document are listed, with
 * their reason, in tests/shared/api/client-schemas-by-component.ts.
 */

const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** The profile's clubs: the menu and the cards name a club by its title. */
export const clubRefSchema = zClubRef.pick({ id: true, title: true, logoUrl: true }).extend({
  logoUrl: nullableString,
});
export type ClubRef = z.infer<typeof clubRefSchema>;

const licenceObject = zLicence.options[0];

/**
 * The licence card and the licence rules read the level (level, title, type): a licence without
 * it cannot be told from another, so the membership that carries it is left out and reported.
 */
export const licenceLevelSchema = licenceObject.shape.licenseLevel.unwrap().extend({
  level: z.number().int(),
  title: z.string(),
  type: z.number().int(),
});

/** The spec names licenseLevel (level, title, type); id and number are designed, not required. */
export const licenceSchema = licenceObject.extend({
  number: nullableString,
  licenseLevel: licenceLevelSchema,
});
export type Licence = z.infer<typeof licenceSchema>;

/** The season a membership belongs to: every screen sorts and labels memberships by it. */
export const seasonRefSchema = zSeason.pick({ id: true, title: true });

const subscription = zSubscriptionMembership.shape;

/**
 * What a membership subscribed to: a category, or one of its prices (for one season). Its id
 * is designed and not read.
 */
export const subscriptionMembershipSchema = zSubscriptionMembership
  .pick({ id: true, activityCategory: true, activityCategoryPrice: true })
  .extend({
    activityCategory: orNull(
      subscription.activityCategory.unwrap().options[0].extend({ id: z.number().int() }).nullish(),
    ),
    activityCategoryPrice: orNull(
      subscription.activityCategoryPrice
        .unwrap()
        .options[0].extend({ id: z.number().int(), season: z.object({ id: z.number().int() }) })
        .nullish(),
    ),
  });
export type SubscriptionMembership = z.infer<typeof subscriptionMembershipSchema>;

const membership = zMembership.shape;

/**
 * docs/spec/members-area.md 3 'Membership'. The document requires its id; the screens cannot place
 * a membership without its season, its activity (id, title, type) and its club, so they stay
 * required (a membership without them is left out and reported).
 */
export const membershipSchema = zMembership
  .pick({ id: true, activity: true, end: true, license: true, subscriptionMemberships: true })
  .extend({
    season: seasonRefSchema,
    activity: membership.activity.unwrap().extend({
      id: z.number().int(),
      title: z.string(),
      type: z.number().int(),
      imageUrl: nullableString,
    }),
    clubId: z.number().int(),
    club: clubRefSchema,
    end: nullableString,
    license: orNull(licenceSchema.nullish()),
    subscriptionMemberships: z.array(subscriptionMembershipSchema).default([]),
  });
export type Membership = z.infer<typeof membershipSchema>;

/** docs/spec/administration.md 3 'role (id, description)': rights read from its description. */
export const roleSchema = zRole.extend({ description: z.string() });

/** docs/spec/administration.md 3 'Responsibility': kept whole (loose), admin reads the rest. */
export const responsibilitySchema = zResponsibility
  .pick({ id: true })
  .extend({ role: roleSchema })
  .loose();

const profile = zProfile.shape;

/**
 * docs/spec/enrolment.md 3, docs/spec/members-area.md 3 'Profile/person'. The document requires id,
 * firstname and lastname; main (which profile holds the account) stays required: the profile choice
 * and the rights follow it. Absent lists read as empty, absent values as null (not known).
 */
export const profileSchema = zProfile
  .pick({
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
    role: true,
    responsabilities: true,
    mainResponsability: true,
    memberships: true,
  })
  .extend({
    email: nullableString,
    gender: orNull(profile.gender),
    birthday: orNull(profile.birthday),
    photo: nullableString,
    address: nullableString,
    addressContinued: nullableString,
    city: nullableString,
    postalCode: nullableString,
    mobilePhone: nullableString,
    phone: nullableString,
    main: z.boolean(),
    role: orNull(roleSchema.nullish()),
    responsabilities: z.array(responsibilitySchema).default([]),
    mainResponsability: orNull(responsibilitySchema.nullish()),
    memberships: z.array(membershipSchema).default([]),
    clubs: z.array(clubRefSchema).default([]),
  });
export type ApiProfile = z.infer<typeof profileSchema>;

/**
 * docs/spec/enrolment.md 3 'Season'. The document requires id and title; the season rules compare
 * dates and pick the current one, so startDate, endDate and current stay required (a season without
 * them is left out and reported).
 */
export const seasonSchema = zSeason.extend({
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  current: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

/** The two statuses docs/spec/enrolment.md names ('Order status') and the three we designed. */
export const knownOrderStatuses = [
  'PENDING_DEMAND',
  'PENDING_PAYMENT',
  'PAID',
  'CANCELLED',
  'REFUSED',
] as const;
export type KnownOrderStatus = (typeof knownOrderStatuses)[number];
/**
 * Any status a backend sends keeps its order in the lists (docs/adr/0008-tolerant-reader.md): one
 * the portal does not know is shown as such, never dropped.
 */
export type OrderStatus = KnownOrderStatus | (string & {});
export const orderStatusSchema = z.string().min(1) as z.ZodType<OrderStatus>;

const orderPrice = zOrder.shape.activityCategoryPrice.unwrap();
const orderCategory = orderPrice.shape.activityCategory.unwrap();
const orderActivity = orderCategory.shape.activity.unwrap();

/**
 * docs/spec/enrolment.md 3 'Order': id, createdAt, status, ePaymentMethod.id, and a price with its
 * id, title, activity title and club (id, title, logo). The category's id and title and the
 * activity's id are designed and not read: optional.
 */
export const orderSchema = zOrder.extend({
  /**
   * The spec names createdAt and gives no format: a date-time or a date alone (shown as the
   * day); the date-time was designed (docs/openapi/main-api.yaml Order).
   */
  createdAt: z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]),
  status: orderStatusSchema,
  ePaymentMethod: orNull(
    zOrder.shape.ePaymentMethod.unwrap().options[0].extend({ id: z.number().int() }).nullish(),
  ),
  activityCategoryPrice: orderPrice.extend({
    id: z.number().int(),
    title: z.string(),
    activityCategory: orderCategory.extend({
      activity: orderActivity.pick({ id: true, title: true }).extend({
        title: z.string(),
        club: clubRefSchema,
      }),
    }),
  }),
  /** Designed (the receipt's figures, issue 34): a malformed schedule reads as none. */
  paymentSchedule: zOrder.shape.paymentSchedule.catch(undefined),
});
export type Order = z.infer<typeof orderSchema>;

const conversation = zConversation.shape;

/** docs/spec/administration.md 3, 'Conversation summary': conversationsByUser's items. */
export const conversationSummarySchema = zConversation
  .pick({ id: true, groupName: true, lastMessage: true, lastMessageCreation: true, category: true })
  .extend({
    /** 'empty string when none'; a null reads as none too. */
    lastMessage: conversation.lastMessage.transform((value) => value ?? ''),
    lastMessageCreation: nullableString,
    /**
     * 1 marks a category conversation. Null or absent (the spec gives no other value): a group,
     * listed under 'Mes groupes' rather than dropped (docs/openapi/chat-api.yaml Conversation).
     */
    category: conversation.category.transform((value) => value ?? 0),
  });

/**
 * docs/spec/administration.md 3, 'Conversation (for unread count)': an entity of its own, which the
 * spec names apart from the summary. Designed: the same list items carry it; a missing or malformed
 * count reads as 0 (the badge may under-count, the list still shows).
 */
export const conversationUnreadSchema = zConversation.pick({ unreadCount: true }).extend({
  unreadCount: conversation.unreadCount.catch(undefined),
});

export const conversationListItemSchema = conversationSummarySchema.extend(
  conversationUnreadSchema.shape,
);
export type ConversationSummary = z.infer<typeof conversationListItemSchema>;
