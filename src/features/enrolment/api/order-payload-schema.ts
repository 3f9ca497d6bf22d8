import { z } from 'zod';
import { zOrderPayload, zReservation } from '@/shared/api/generated/main/zod';
import { id, isoDate } from './schema-primitives';
import { promoSchema } from './promo';

/*
 * docs/openapi/main-api.yaml OrderPayload, what the portal sends: every field, with the stricter
 * types its forms give (the document leaves most of them optional or nullable for the backend).
 */
const documentDetails = zOrderPayload.shape.profileDetails.unwrap();

export const profileDetailsSchema = documentDetails.required().extend({
  birthday: isoDate,
  gender: z.enum(['M', 'F']).nullable(),
  email: z.string(),
  address: z.string(),
  addressContinued: z.string(),
  city: z.string(),
  postalCode: z.string(),
});
export type ProfileDetails = z.infer<typeof profileDetailsSchema>;

export const reservationSchema = zReservation.options[0].required().extend({
  id: id.nullable(),
  person: id,
  seance: id,
});
export type Reservation = z.infer<typeof reservationSchema>;

/** The presign demand and the order share one payload (section 3). */
export const orderPayloadSchema = zOrderPayload.extend({
  memberId: id,
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
