import { z } from 'zod';
import { zCreatedOrder } from '@/shared/api/generated/main/zod';
import { notShownAnswer } from '@/shared/api/not-shown-answer';
import { id } from './schema-primitives';

/**
 * POST /orders, derived from docs/openapi/main-api.yaml CreatedOrder (docs/adr/0017-generated-schemas.md):
 * the order's id, and the club it belongs to, whose slug decides the payment provider. The
 * document leaves the club optional ('{product}Id', read here as clubId: src/shared/api/product-keys.ts);
 * absent, the caller pays through the club the member chose.
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
 * POST /orders/presign: the spec does not show this answer (docs/spec/enrolment.md 7), so any 2xx
 * is the success, an empty body included; id and status are designed, not read.
 */
export const presignAnswerSchema = notShownAnswer({ id, status: z.string() });
