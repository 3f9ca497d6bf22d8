import { requestJson } from '@/shared/api/http';
import type { RequestOptions } from './request-options';
import { offersSchema } from './schemas';

/** getCategoriesOffersByActivityCategory: the category's prices for a season, and the promo. */
export function getOffers(
  activityCategoryId: number,
  seasonId: number,
  memberId?: number,
  options: RequestOptions = {},
) {
  return requestJson(
    'main',
    {
      ...options,
      url: `/public/payment/get-category-prices-for-order/season/${seasonId}`,
      params: { activityCategoryId, memberId },
    },
    offersSchema,
  );
}
