import { z } from 'zod';
import { notShownAnswer } from '@/shared/api/not-shown-answer';
import { id } from './schema-primitives';

/** POST /orders: the order's id and the club it belongs to (whose slug decides the provider). */
export const createdOrderSchema = z.object({
  id,
  activityCategoryPrice: z.object({
    activityCategory: z.object({ activity: z.object({ clubId: id }) }),
  }),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/**
 * POST /orders/presign: the spec does not show this answer (enrolment.md 7), so any 2xx is the
 * success, an empty body included; id and status are designed, not read.
 */
export const presignAnswerSchema = notShownAnswer({ id, status: z.string() });

/** The body of POST /get-payment-link (and its provider variant). */
export const orderPaymentLinkRequestSchema = z.object({
  orderId: id,
  firstName: z.string(),
  lastName: z.string(),
});
