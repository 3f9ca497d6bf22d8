import { z } from 'zod';
import { id, isoDate } from './schema-primitives';
import { promoSchema } from './promo';

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
