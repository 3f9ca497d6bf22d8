import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { paymentLinkSchema } from './payment-link';

/** A free order still goes through the provider, which answers with the return address. */
export function postZeroEuroPayment(orderId: number, options: RequestOptions = {}) {
  return requestJson(
    'main',
    { ...options, method: 'POST', url: `/helloasso/payment-zero-euro/${orderId}` },
    paymentLinkSchema,
  );
}
