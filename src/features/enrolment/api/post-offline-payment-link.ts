import { requestJson } from '@/shared/api/http';
import { paymentLinkSchema, type PaymentLinkRequest } from './schemas';

/** Payment without an account: the provider's checkout for a visitor (amounts in cents). */
export function postOfflinePaymentLink(request: PaymentLinkRequest) {
  return requestJson(
    'main',
    { method: 'POST', url: '/public/helloasso/payment-link', data: request },
    paymentLinkSchema,
  );
}
