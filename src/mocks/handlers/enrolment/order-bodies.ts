import { z } from 'zod';
import { zOrderPayload, zOrderPaymentLinkRequest } from '@/shared/api/generated/main/zod';

/**
 * The order and presign body as docs/openapi/main-api.yaml OrderPayload describes it (the
 * generated contract schema). What the backend needs to book a session is stricter than the
 * document's open Reservation: a session id and a date.
 */
export const orderPayloadBody = zOrderPayload.extend({
  reservation: z
    .object({ seance: z.number().int(), reservationDate: z.iso.date() })
    .nullish()
    .transform((value) => value ?? null),
  amount: z.number().min(0),
});
export type OrderPayloadBody = z.infer<typeof orderPayloadBody>;

/** The payment link demand (docs/spec/enrolment.md 7: 'Body orderId, firstName, lastName'). */
export const orderPaymentLinkBody = zOrderPaymentLinkRequest;
