import type { ApiProfile, ConversationSummary, Membership, Order, Season } from '../schemas';
import {
  renewableMemberships,
  splitMemberships,
  unreadTotal,
  usesCommunity,
} from './profile-loading';
import { currentSeasonOf, seasonTitleOf } from './seasons';

/** The selected profile with what the shell derives from it on loading. */
export type CurrentProfile = ApiProfile & {
  oldMemberships: Membership[];
  renewableMemberships: Membership[];
  activeOrders: Order[];
  usesCommunity: boolean;
  unreadMessages: number;
  hasActiveConversations: boolean;
};

/**
 * Profile loading (docs/spec/administration.md 4.1): the profile's memberships split by season,
 * last season's renewable ones, its active orders, and what its conversations say (community,
 * unread).
 */
export function currentProfileOf(
  profile: ApiProfile,
  seasons: readonly Season[],
  activeOrders: Order[],
  conversations: readonly ConversationSummary[],
  now: Date,
): CurrentProfile {
  const currentTitle = currentSeasonOf(seasons, now)?.title ?? seasonTitleOf(now);
  const { memberships, oldMemberships } = splitMemberships(profile.memberships, currentTitle);
  return {
    ...profile,
    memberships,
    oldMemberships,
    renewableMemberships: renewableMemberships(oldMemberships, memberships, currentTitle),
    activeOrders,
    usesCommunity: usesCommunity(profile, conversations),
    unreadMessages: unreadTotal(conversations),
    hasActiveConversations: conversations.length > 0,
  };
}

/** The profile as the account's list holds it: its memberships whole again, nothing derived. */
export function listedProfileOf(profile: CurrentProfile): ApiProfile {
  const {
    oldMemberships,
    renewableMemberships: _renewable,
    activeOrders: _orders,
    usesCommunity: _community,
    unreadMessages: _unread,
    hasActiveConversations: _conversations,
    ...listed
  } = profile;
  return { ...listed, memberships: [...listed.memberships, ...oldMemberships] };
}
