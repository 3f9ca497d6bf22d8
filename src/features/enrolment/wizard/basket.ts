import { z } from 'zod';
import type { ApiProfile } from '@/shared/session/schemas';
import { profileDetailsSchema } from '../api/order-payload-schema';
import { stepIds } from '../rules/steps';

/** What the member types on the first step; checked by detailsSchema before it is sent. */
export const detailsDraftSchema = profileDetailsSchema.extend({
  /** As typed: only the sent payload's birthday must be an ISO date. */
  birthday: z.string(),
});
export type DetailsDraft = z.infer<typeof detailsDraftSchema>;

const optionalId = z.number().int().nullable();

/**
 * The registration in progress (docs/spec/enrolment.md section 3 'Basket'), as ids: the offers, licences
 * and payment options it points to are loaded again on resume. Health answers are never kept.
 */
export const basketSchema = z.object({
  profileId: z.number().int(),
  clubId: z.number().int(),
  activityId: z.number().int(),
  categoryId: z.number().int(),
  stepId: z.enum(stepIds),
  seasonId: optionalId,
  priceId: optionalId,
  sessionId: optionalId,
  licenseLevelId: optionalId,
  signinMethod: z.enum(['GoClub', 'Online']).nullable(),
  paymentMethodId: optionalId,
  settlementAccepted: z.boolean(),
  profileDetails: detailsDraftSchema,
});
export type Basket = z.infer<typeof basketSchema>;

export const storedBasketsSchema = z.record(z.string(), basketSchema);

/** A relative without an e-mail (a child) is reached through the account's one. */
export function detailsOf(profile: ApiProfile, accountEmail: string): DetailsDraft {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    birthday: profile.birthday ?? '',
    gender: profile.gender,
    email: profile.email ?? accountEmail,
    address: profile.address ?? '',
    addressContinued: profile.addressContinued ?? '',
    city: profile.city ?? '',
    postalCode: profile.postalCode ?? '',
  };
}

export type BasketStart = {
  profile: ApiProfile;
  accountEmail: string;
  clubId: number;
  activityId: number;
  categoryId: number;
};

export function newBasket({
  profile,
  accountEmail,
  clubId,
  activityId,
  categoryId,
}: BasketStart): Basket {
  return {
    profileId: profile.id,
    clubId,
    activityId,
    categoryId,
    stepId: 'details',
    seasonId: null,
    priceId: null,
    sessionId: null,
    licenseLevelId: null,
    signinMethod: null,
    paymentMethodId: null,
    settlementAccepted: false,
    profileDetails: detailsOf(profile, accountEmail),
  };
}
