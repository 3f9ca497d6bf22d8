import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { successSchema } from './success-answer';

export function confirmOrder(orderId: number, options: RequestOptions = {}) {
  return requestJson(
    'main',
    { ...options, method: 'POST', url: `/customers/${orderId}/confirm` },
    successSchema,
  );
}
