import { requestJson } from '@/shared/api/http';
import { successSchema } from './success-answer';

export function cancelOrder(orderId: number) {
  return requestJson('main', { method: 'PUT', url: `/orders/${orderId}/cancel` }, successSchema);
}
