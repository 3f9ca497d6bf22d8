import { requestJson } from '@/shared/api/http';
import { paymentOptionListSchema } from './schemas';

/** memberId 0 when the person has no member record yet (section 7). */
export function getPaymentOptions(query: {
  memberId: number;
  activityCategoryPriceId: number;
  licenseLevelId: number;
  amount: number;
}) {
  return requestJson(
    'main',
    { url: '/public/payment/get-payment-options', params: query },
    paymentOptionListSchema,
  );
}
