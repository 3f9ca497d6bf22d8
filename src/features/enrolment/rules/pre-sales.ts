import type { ActivityCategory } from '../api/activity';
import type { Offers } from '../api/get-offers';

/**
 * Whether a category has pre-sales. The spec carries the flag on the offers' category
 * (docs/spec/enrolment.md 3 'Offers response': 'activityCategory (with a preSales flag and its
 * activity)'); the flag on the activity's category is designed (docs/openapi/main-api.yaml
 * ActivityCategory). Either one set is enough; offers of another category say nothing.
 */
export function hasPreSales(
  category: Pick<ActivityCategory, 'id' | 'preSales'>,
  offers: Pick<Offers, 'activityCategoryPrices'> | undefined,
): boolean {
  if (category.preSales) return true;
  return (offers?.activityCategoryPrices ?? []).some(
    (price) => price.activityCategory.id === category.id && price.activityCategory.preSales,
  );
}
