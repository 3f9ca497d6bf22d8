import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { z } from 'zod';
import { id } from './schema-primitives';
import type { OrderPayload } from './order-payload-schema';

/** The spec does not show this answer (enrolment.md 7): id and status are designed, not read. */
export const presignAnswerSchema = z.object({ id: id.optional(), status: z.string().optional() });

/** Pre-registration (paymentMethodId 0) and online requests that the club validates. */
export function postPresignDemand(payload: OrderPayload, options: RequestOptions = {}) {
  return requestJson(
    'main',
    { ...options, method: 'POST', url: '/orders/presign', data: payload },
    presignAnswerSchema,
  );
}
