import { requestJson } from '@/shared/api/http';
import { presignAnswerSchema, type OrderPayload } from './schemas';

/** Pre-registration (paymentMethodId 0) and online requests that the club validates. */
export function postPresignDemand(payload: OrderPayload) {
  return requestJson(
    'main',
    { method: 'POST', url: '/orders/presign', data: payload },
    presignAnswerSchema,
  );
}
