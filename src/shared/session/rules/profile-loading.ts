import type { ApiProfile, ConversationSummary, Membership } from '../schemas';
import { roleIds } from './role-ids';
import { isCurrentOrFutureSeason, isPreviousSeason } from './seasons';

export const yearlyActivityType = 1;

export function sortProfilesById<T extends { id: number }>(profiles: readonly T[]): T[] {
  return [...profiles].sort((a, b) => a.id - b.id);
}

/** Exactly one profile is selected at once; with several, the user chooses. */
export function initialSelection(profiles: readonly { id: number }[]): number | null {
  return profiles.length === 1 ? (profiles[0]?.id ?? null) : null;
}

export function pathAfterProfilesLoaded(profiles: readonly { id: number }[]): string {
  const only = initialSelection(profiles);
  return only === null ? '/profile/choose' : `/profile/${only}`;
}

/** Gender and birthday must be known before anything else: otherwise mes_info first. */
export function landingPath(profile: Pick<ApiProfile, 'id' | 'gender' | 'birthday'>): string {
  const complete = profile.gender !== null && profile.birthday !== null;
  return complete ? `/profile/${profile.id}/home` : `/profile/${profile.id}/mes_info`;
}

export function splitMemberships(
  memberships: readonly Membership[],
  currentSeasonTitle: string,
): { memberships: Membership[]; oldMemberships: Membership[] } {
  const current: Membership[] = [];
  const old: Membership[] = [];
  for (const membership of memberships) {
    (isCurrentOrFutureSeason(membership.season.title, currentSeasonTitle) ? current : old).push(
      membership,
    );
  }
  return { memberships: current, oldMemberships: old };
}

/** Last season's yearly memberships whose activity has no current or future membership. */
export function renewableMemberships(
  oldMemberships: readonly Membership[],
  memberships: readonly Membership[],
  currentSeasonTitle: string,
): Membership[] {
  const heldActivities = new Set(memberships.map((membership) => membership.activity.id));
  const seen = new Set<number>();
  return oldMemberships.filter((membership) => {
    const renewable =
      isPreviousSeason(membership.season.title, currentSeasonTitle) &&
      membership.activity.type === yearlyActivityType &&
      !heldActivities.has(membership.activity.id) &&
      !seen.has(membership.activity.id);
    if (renewable) seen.add(membership.activity.id);
    return renewable;
  });
}

/**
 * Whether a sign-up for this activity brings the member back to it: they held it in a season
 * before the current one. The payment result thanks a returning member instead of welcoming them
 * (issue 34; docs/spec-deviations.md).
 */
export function returnsToActivity(
  memberships: readonly Membership[],
  activityId: number,
  currentSeasonTitle: string,
): boolean {
  return memberships.some(
    (membership) =>
      membership.activity.id === activityId &&
      !isCurrentOrFutureSeason(membership.season.title, currentSeasonTitle),
  );
}

export function usesCommunity(
  profile: Pick<ApiProfile, 'role'>,
  conversations: readonly ConversationSummary[],
): boolean {
  return profile.role?.id === roleIds.sectionAdmin || conversations.length > 0;
}

/** 'Chat unread total is the sum over conversations'; a conversation without a count adds 0. */
export function unreadTotal(
  conversations: readonly Pick<ConversationSummary, 'unreadCount'>[],
): number {
  return conversations.reduce((total, conversation) => total + (conversation.unreadCount ?? 0), 0);
}
