import { createAppAsyncThunk } from '../store/store';
import { errorMessage } from '../api/api-error';
import { getActiveOrders } from './api/get-active-orders';
import { getConversations } from './api/get-conversations';
import { getProfile } from './api/get-profile';
import { getProfiles } from './api/get-profiles';
import { getSeasons } from './api/get-seasons';
import {
  initialSelection,
  renewableMemberships,
  sortProfilesById,
  splitMemberships,
  unreadTotal,
  usesCommunity,
} from './rules/profile-loading';
import { currentSeasonOf, seasonTitleOf } from './rules/seasons';
import {
  profileFailed,
  profileLoaded,
  profileRequested,
  profilesFailed,
  profilesLoaded,
  profilesRequested,
  type CurrentProfile,
} from './session-slice';

export const loadProfiles = createAppAsyncThunk(
  'session/loadProfiles',
  async (_: void, { dispatch, rejectWithValue }) => {
    dispatch(profilesRequested());
    try {
      const [profiles, seasons] = await Promise.all([getProfiles(), getSeasons()]);
      const sorted = sortProfilesById(profiles);
      dispatch(profilesLoaded({ profiles: sorted, seasons, selectedId: initialSelection(sorted) }));
      return sorted;
    } catch (error) {
      dispatch(profilesFailed());
      return rejectWithValue(errorMessage(error));
    }
  },
);

export const loadProfile = createAppAsyncThunk(
  'session/loadProfile',
  async (profileId: number, { dispatch, getState, rejectWithValue }) => {
    dispatch(profileRequested(profileId));
    try {
      const profile = await getProfile(profileId);
      const now = new Date();
      const currentTitle =
        currentSeasonOf(getState().session.seasons, now)?.title ?? seasonTitleOf(now);
      const { memberships, oldMemberships } = splitMemberships(profile.memberships, currentTitle);
      const [activeOrders, conversations] = await Promise.all([
        getActiveOrders(profileId),
        // Messaging being down must not keep a member out of the portal.
        getConversations(profileId).catch(() => []),
      ]);
      const current: CurrentProfile = {
        ...profile,
        memberships,
        oldMemberships,
        renewableMemberships: renewableMemberships(oldMemberships, memberships, currentTitle),
        activeOrders,
        usesCommunity: usesCommunity(profile, conversations),
        unreadMessages: unreadTotal(conversations),
        hasActiveConversations: conversations.length > 0,
      };
      dispatch(profileLoaded(current));
      return current;
    } catch (error) {
      dispatch(profileFailed());
      return rejectWithValue(errorMessage(error));
    }
  },
);
