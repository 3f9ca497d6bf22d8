import { requestJson } from '@/shared/api/http';
import { createdOrderSchema, type OrderPayload } from './schemas';

export function createOrder(payload: OrderPayload) {
  return requestJson('main', { method: 'POST', url: '/orders', data: payload }, createdOrderSchema);
}
