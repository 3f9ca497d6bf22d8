import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { presignAnswerSchema, type OrderPayload } from './schemas';

/** Pre-registration (paymentMethodId 0) and online requests that the club validates. */
export function postPresignDemand(payload: OrderPayload, options: RequestOptions = {}) {
  return requestJson(
    'main',
    { ...options, method: 'POST', url: '/orders/presign', data: payload },
    presignAnswerSchema,
  );
}
