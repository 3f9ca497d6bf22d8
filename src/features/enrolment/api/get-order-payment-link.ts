import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { z } from 'zod';
import { id } from './schema-primitives';
import { paymentLinkSchema } from './payment-link';

export const orderPaymentLinkRequestSchema = z.object({
  orderId: id,
  firstName: z.string(),
  lastName: z.string(),
});

/** The provider variant is used when the club has its own payment slug (section 7). */
export function getOrderPaymentLink(
  order: { orderId: number; firstName: string; lastName: string },
  clubHasPaymentSlug: boolean,
  options: RequestOptions = {},
) {
  return requestJson(
    'main',
    {
      ...options,
      method: 'POST',
      url: clubHasPaymentSlug ? '/helloasso/get-payment-link' : '/get-payment-link',
      data: order,
    },
    paymentLinkSchema,
  );
}
