import type { Membership } from '@/shared/session/schemas';
import type { ActivityCategory } from '../api/activity';
import { hasNoPlaceLeft } from './registration';
import { heldSubscriptions, isSubscriptionTo, isSubscriptionToPriceOf } from './subscriptions';

type Category = Pick<
  ActivityCategory,
  | 'id'
  | 'full'
  | 'forSale'
  | 'possiblePreRegistration'
  | 'preSales'
  | 'maxRegistration'
  | 'soldPlaces'
  | 'activityCategoryPrices'
>;

/** For sale or open to pre-registration: otherwise nobody can enrol in it. */
export function isSellable(category: Pick<Category, 'forSale' | 'possiblePreRegistration'>) {
  return category.forSale || category.possiblePreRegistration;
}

/**
 * Section 4 'Category can be subscribed': not full, for sale or pre-registrable, and no
 * membership of the profile in that category already: for the season, or for any season when
 * the category has no pre-sales.
 */
export function canSubscribeCategory(
  category: Category,
  memberships: readonly Membership[],
  seasonId: number,
): boolean {
  if (hasNoPlaceLeft(category) || !isSellable(category)) return false;
  return !heldSubscriptions(memberships).some(
    (held) =>
      isSubscriptionTo(held.subscription, category) &&
      (!category.preSales || held.seasonId === seasonId),
  );
}

/**
 * Section 4 'Category validity': not valid when the profile already holds as many
 * subscriptions to its prices as it has distinct seasons, or when it is neither for sale nor
 * pre-registrable.
 */
export function isCategoryValid(category: Category, memberships: readonly Membership[]): boolean {
  if (!isSellable(category)) return false;
  const seasons = new Set(category.activityCategoryPrices.map((price) => price.season.id));
  const held = heldSubscriptions(memberships).filter((entry) =>
    isSubscriptionToPriceOf(entry.subscription, category),
  ).length;
  return held < seasons.size;
}
