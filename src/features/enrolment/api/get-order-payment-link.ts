import { requestJson } from '@/shared/api/http';
import { paymentLinkSchema } from './schemas';

/** The provider variant is used when the club has its own payment slug (section 7). */
export function getOrderPaymentLink(
  order: { orderId: number; firstName: string; lastName: string },
  clubHasPaymentSlug: boolean,
) {
  return requestJson(
    'main',
    {
      method: 'POST',
      url: clubHasPaymentSlug ? '/helloasso/get-payment-link' : '/get-payment-link',
      data: order,
    },
    paymentLinkSchema,
  );
}
