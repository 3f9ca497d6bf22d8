import type { Membership, Season } from '@/shared/session/schemas';
import type { ActivityCategory } from '../api/activity';
import { heldSubscriptions, isSubscriptionTo } from './subscriptions';

type CategoryRef = Pick<ActivityCategory, 'id' | 'activityCategoryPrices'>;

/** The next season has id equal to the current id plus 1 (section 3). */
export function nextSeasonOf(seasons: readonly Season[], current: Season): Season | undefined {
  return seasons.find((season) => season.id === current.id + 1);
}

/**
 * A season is subscribable only when the member has no membership in that season in any
 * category of the list tied to the chosen category (section 4).
 */
export function isSeasonSubscribable(
  seasonId: number,
  memberships: readonly Membership[],
  categories: readonly CategoryRef[],
): boolean {
  return !heldSubscriptions(memberships).some(
    (held) =>
      held.seasonId === seasonId &&
      categories.some((category) => isSubscriptionTo(held.subscription, category)),
  );
}

/** Season default: the current season if subscribable, else the next season. */
export function defaultSeasonId(
  current: Season,
  next: Season | undefined,
  isSubscribable: (seasonId: number) => boolean,
): number {
  if (isSubscribable(current.id) || !next) return current.id;
  return next.id;
}
