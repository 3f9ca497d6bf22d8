import { z } from 'zod';
import { zCreatedOrder, zOrderPaymentLinkRequest } from '../api/generated/main/zod';
import { notShownAnswer } from '../api/not-shown-answer';

const id = z.number().int();

/**
 * POST /orders (postOrder), derived from docs/openapi/main-api.yaml CreatedOrder
 * (docs/adr/0017-generated-schemas.md): the order's id, and the club it belongs to, whose slug
 * decides the payment provider. The document leaves the club optional ('{product}Id', read here
 * as clubId: src/shared/api/product-keys.ts); absent, the caller pays through the club the
 * member chose.
 */
export const createdOrderSchema = zCreatedOrder
  .extend({
    id,
    activityCategoryPrice: z
      .object({
        activityCategory: z
          .object({ activity: z.object({ clubId: id.optional() }).optional() })
          .optional(),
      })
      .optional(),
  })
  .transform((order) => ({
    id: order.id,
    clubId: order.activityCategoryPrice?.activityCategory?.activity?.clubId,
  }));
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/**
 * POST /orders/presign (postPresignDemand): the spec does not show this answer (docs/spec/enrolment.md 7),
 * so any 2xx is the success, an empty body included; id and status are designed, not read.
 */
export const presignAnswerSchema = notShownAnswer({ id, status: z.string() });
export type PresignAnswer = z.infer<typeof presignAnswerSchema>;

/**
 * The answers of confirmOrder and cancelOrder, which the spec does not show: any 2xx is the
 * success, an empty 200 or a 204 included (docs/adr/0008-tolerant-reader.md). Nothing reads it.
 */
export const writeAnswerSchema = notShownAnswer({ success: z.boolean() });

/** The body of getOrderPaymentLink and its provider variant (OrderPaymentLinkRequest): the
 * app always sends the payer's names, and the mocked backend checks them. */
export const orderPaymentLinkRequestSchema = zOrderPaymentLinkRequest.required();
export type OrderToPay = z.infer<typeof orderPaymentLinkRequestSchema>;
