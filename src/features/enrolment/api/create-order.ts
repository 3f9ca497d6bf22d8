import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { createdOrderSchema, type OrderPayload } from './schemas';

export function createOrder(payload: OrderPayload, options: RequestOptions = {}) {
  return requestJson(
    'main',
    { ...options, method: 'POST', url: '/orders', data: payload },
    createdOrderSchema,
  );
}
