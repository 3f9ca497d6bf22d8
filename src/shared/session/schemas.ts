import { z } from 'zod';

const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const clubRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  logoUrl: nullableString,
});
export type ClubRef = z.infer<typeof clubRefSchema>;

export const licenceLevelSchema = z.object({
  level: z.number().int(),
  title: z.string(),
  type: z.number().int(),
});

/** The spec names licenseLevel (level, title, type); id and number are designed, not required. */
export const licenceSchema = z.object({
  id: z.number().int().optional(),
  number: nullableString,
  licenseLevel: licenceLevelSchema,
});
export type Licence = z.infer<typeof licenceSchema>;

export const seasonRefSchema = z.object({
  id: z.number().int(),
  title: z.string().regex(/^\d{4}\/\d{4}$/),
});

/**
 * What a membership subscribed to: a category, or one of its prices (for one season). Its id
 * is designed and not read.
 */
export const subscriptionMembershipSchema = z.object({
  id: z.number().int().optional(),
  activityCategory: z
    .object({ id: z.number().int() })
    .nullish()
    .transform((value) => value ?? null),
  activityCategoryPrice: z
    .object({ id: z.number().int(), season: z.object({ id: z.number().int() }) })
    .nullish()
    .transform((value) => value ?? null),
});
export type SubscriptionMembership = z.infer<typeof subscriptionMembershipSchema>;

export const membershipSchema = z.object({
  id: z.number().int(),
  season: seasonRefSchema,
  activity: z.object({
    id: z.number().int(),
    title: z.string(),
    type: z.number().int(),
    imageUrl: nullableString,
  }),
  clubId: z.number().int(),
  club: clubRefSchema,
  end: nullableString,
  license: licenceSchema.nullish().transform((value) => value ?? null),
  subscriptionMemberships: z.array(subscriptionMembershipSchema).default([]),
});
export type Membership = z.infer<typeof membershipSchema>;

export const roleSchema = z.object({ id: z.number().int(), description: z.string() });

export const responsibilitySchema = z.looseObject({
  id: z.number().int(),
  role: roleSchema,
});

export const profileSchema = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: nullableString,
  gender: z
    .enum(['M', 'F'])
    .nullish()
    .transform((value) => value ?? null),
  birthday: z.iso
    .date()
    .nullish()
    .transform((value) => value ?? null),
  photo: nullableString,
  address: nullableString,
  addressContinued: nullableString,
  city: nullableString,
  postalCode: nullableString,
  mobilePhone: nullableString,
  phone: nullableString,
  main: z.boolean(),
  role: roleSchema.nullish().transform((value) => value ?? null),
  responsabilities: z.array(responsibilitySchema).default([]),
  mainResponsability: responsibilitySchema.nullish().transform((value) => value ?? null),
  memberships: z.array(membershipSchema).default([]),
  clubs: z.array(clubRefSchema).default([]),
});
export type ApiProfile = z.infer<typeof profileSchema>;

export const seasonSchema = z.object({
  id: z.number().int(),
  title: z.string().regex(/^\d{4}\/\d{4}$/),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  current: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

export const orderStatusSchema = z.enum([
  'PENDING_DEMAND',
  'PENDING_PAYMENT',
  'PAID',
  'CANCELLED',
  'REFUSED',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * enrolment.md 3 'Order': id, createdAt, status, ePaymentMethod.id, and a price with its id,
 * title, activity title and club (id, title, logo). The category's id and title and the
 * activity's id are designed and not read: optional.
 */
export const orderSchema = z.object({
  id: z.number().int(),
  /**
   * The spec names createdAt and gives no format: a date-time or a date alone (shown as the
   * day); the date-time was designed (docs/api.md 'Order').
   */
  createdAt: z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()]),
  status: orderStatusSchema,
  ePaymentMethod: z
    .object({ id: z.number().int() })
    .nullish()
    .transform((value) => value ?? null),
  activityCategoryPrice: z.object({
    id: z.number().int(),
    title: z.string(),
    activityCategory: z.object({
      id: z.number().int().optional(),
      title: z.string().optional(),
      activity: z.object({
        id: z.number().int().optional(),
        title: z.string(),
        club: clubRefSchema,
      }),
    }),
  }),
});
export type Order = z.infer<typeof orderSchema>;

/** administration.md 3, 'Conversation summary': what conversationsByUser answers per item. */
export const conversationSummarySchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  /** 'empty string when none'; a null reads as none too. */
  lastMessage: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  lastMessageCreation: nullableString,
  /**
   * 1 marks a category conversation. Null or absent (the spec gives no other value): a group,
   * listed under 'Mes groupes' rather than dropped (docs/api.md 'ConversationSummary').
   */
  category: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? 0),
});

/**
 * administration.md 3, 'Conversation (for unread count)': an entity of its own, which the spec
 * names apart from the summary. Designed: the same list items carry it; a missing or malformed
 * count reads as 0 (the badge may under-count, the list still shows).
 */
export const conversationUnreadSchema = z.object({
  unreadCount: z.number().int().min(0).optional().catch(undefined),
});

export const conversationListItemSchema = conversationSummarySchema.extend(
  conversationUnreadSchema.shape,
);
export type ConversationSummary = z.infer<typeof conversationListItemSchema>;
