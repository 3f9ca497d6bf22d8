import { requestJson } from '@/shared/api/http';
import { licenseOptionListSchema } from './schemas';

export function getLicenseOptions(activityCategoryPriceId: number, memberId?: number) {
  return requestJson(
    'main',
    {
      url: '/public/payment/get-licenses-options-for-order',
      params: { activityCategoryPriceId, memberId },
    },
    licenseOptionListSchema,
  );
}
