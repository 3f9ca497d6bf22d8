import { requestJson } from '@/shared/api/http';
import { successSchema } from './schemas';

export function confirmOrder(orderId: number) {
  return requestJson(
    'main',
    { method: 'POST', url: `/customers/${orderId}/confirm` },
    successSchema,
  );
}
