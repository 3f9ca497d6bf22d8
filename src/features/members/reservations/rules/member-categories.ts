import type { Membership } from '@/shared/session/schemas';

export type CalendarScope = { activityIds: number[]; categoryIds: number[] };

/**
 * Reservations load for the activities of the member's memberships, filtered to the member's
 * categories (docs/spec/members-area.md 9), this season's only.
 */
export function calendarScope(
  memberships: readonly Membership[],
  seasonTitle: string,
): CalendarScope {
  const current = memberships.filter((membership) => membership.season.title === seasonTitle);
  const categoryIds = current.flatMap((membership) =>
    membership.subscriptionMemberships.flatMap((subscription) =>
      subscription.activityCategory ? [subscription.activityCategory.id] : [],
    ),
  );
  return {
    activityIds: [...new Set(current.map((membership) => membership.activity.id))],
    categoryIds: [...new Set(categoryIds)],
  };
}
