import { useMemo } from 'react';
import type { Membership } from '@/shared/session/schemas';
import { useGetSubscriptionMembershipsQuery } from '../api/get-subscription-memberships';

/**
 * The enrolment rules count what a profile already subscribed to (docs/spec/enrolment.md 5). A Membership
 * may come without its subscriptions, which docs/spec/members-area.md 7 also serves per membership: those
 * are asked by GET /public/subscription-membership/list/{id} and joined back.
 */
export function useMembershipsWithSubscriptions(
  memberships: readonly Membership[],
): readonly Membership[] {
  const missing = useMemo(
    () =>
      memberships
        .filter((membership) => membership.subscriptionMemberships.length === 0)
        .map((membership) => membership.id),
    [memberships],
  );
  const { data } = useGetSubscriptionMembershipsQuery(missing, { skip: missing.length === 0 });
  return useMemo(
    () =>
      data
        ? memberships.map((membership) => {
            const asked = data[membership.id];
            return asked ? { ...membership, subscriptionMemberships: asked } : membership;
          })
        : memberships,
    [memberships, data],
  );
}
