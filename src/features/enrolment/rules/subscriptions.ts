import type { Membership, SubscriptionMembership } from '@/shared/session/schemas';
import type { ActivityCategory } from '../api/activity';

type CategoryRef = Pick<ActivityCategory, 'id' | 'activityCategoryPrices'>;

/** One subscription of the profile, with the season it counts for. */
export type HeldSubscription = { subscription: SubscriptionMembership; seasonId: number };

/** A subscription counts for its price's season, or else for its membership's season. */
export function heldSubscriptions(memberships: readonly Membership[]): HeldSubscription[] {
  return memberships.flatMap((membership) =>
    membership.subscriptionMemberships.map((subscription) => ({
      subscription,
      seasonId: subscription.activityCategoryPrice?.season.id ?? membership.season.id,
    })),
  );
}

/** A subscription is to a category when it names the category or one of its prices. */
export function isSubscriptionTo(subscription: SubscriptionMembership, category: CategoryRef) {
  return (
    subscription.activityCategory?.id === category.id ||
    isSubscriptionToPriceOf(subscription, category)
  );
}

/** Only subscriptions naming one of the category's prices. */
export function isSubscriptionToPriceOf(
  subscription: SubscriptionMembership,
  category: CategoryRef,
): boolean {
  const priceId = subscription.activityCategoryPrice?.id;
  return (
    priceId !== undefined && category.activityCategoryPrices.some((price) => price.id === priceId)
  );
}
