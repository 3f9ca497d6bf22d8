import { requestJson } from '@/shared/api/http';
import { paymentLinkSchema } from './schemas';

/** A free order still goes through the provider, which answers with the return address. */
export function postZeroEuroPayment(orderId: number) {
  return requestJson(
    'main',
    { method: 'POST', url: `/helloasso/payment-zero-euro/${orderId}` },
    paymentLinkSchema,
  );
}
