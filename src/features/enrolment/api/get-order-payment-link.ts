import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { paymentLinkSchema } from './schemas';

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
