import { requestJson } from '@/shared/api/http';
import { z } from 'zod';
import { amount, id, nullableString } from './schema-primitives';

export const licenceOptionSchema = z.object({
  licenseLevelId: id,
  licenseLevelTitle: z.string(),
  licenseAmount: amount,
  explanation: nullableString,
});
export type LicenceOption = z.infer<typeof licenceOptionSchema>;
export const licenceOptionListSchema = z.array(licenceOptionSchema);

export function getLicenceOptions(activityCategoryPriceId: number, memberId?: number) {
  return requestJson(
    'main',
    {
      url: '/public/payment/get-licenses-options-for-order',
      params: { activityCategoryPriceId, memberId },
    },
    licenceOptionListSchema,
  );
}
