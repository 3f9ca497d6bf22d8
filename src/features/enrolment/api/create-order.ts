import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { z } from 'zod';
import { id } from './schema-primitives';
import type { OrderPayload } from './order-payload-schema';

export const createdOrderSchema = z.object({
  id,
  activityCategoryPrice: z.object({
    activityCategory: z.object({ activity: z.object({ clubId: id }) }),
  }),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export function createOrder(payload: OrderPayload, options: RequestOptions = {}) {
  return requestJson(
    'main',
    { ...options, method: 'POST', url: '/orders', data: payload },
    createdOrderSchema,
  );
}
