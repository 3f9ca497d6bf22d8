import { requestJson } from '@/shared/api/http';
import { notShownAnswer } from '@/shared/api/not-shown-answer';
import type { RequestOptions } from './request-options';
import { z } from 'zod';
import { id } from './schema-primitives';
import type { OrderPayload } from './order-payload-schema';

/**
 * The spec does not show this answer (enrolment.md 7): any 2xx is the success, an empty body
 * included; id and status are designed, not read.
 */
export const presignAnswerSchema = notShownAnswer({ id, status: z.string() });

/** Pre-registration (paymentMethodId 0) and online requests that the club validates. */
export function postPresignDemand(payload: OrderPayload, options: RequestOptions = {}) {
  return requestJson(
    'main',
    { ...options, method: 'POST', url: '/orders/presign', data: payload },
    presignAnswerSchema,
  );
}
