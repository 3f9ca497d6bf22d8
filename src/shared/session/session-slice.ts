import type { RequestStatus } from '../api/query-status';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '../auth/auth-adapter';
import type { ApiProfile, Membership, Order, Season } from './schemas';

/** The portal's one status vocabulary (shared/api/query-status.ts). */
export type LoadStatus = RequestStatus;

/** The selected profile with what the shell derives from it on loading. */
export type CurrentProfile = ApiProfile & {
  oldMemberships: Membership[];
  renewableMemberships: Membership[];
  activeOrders: Order[];
  usesCommunity: boolean;
  unreadMessages: number;
  hasActiveConversations: boolean;
};

type SessionState = {
  account: AuthUser | null;
  loginFailed: boolean;
  /** The identity provider refused to renew the tokens: the member must sign in again. */
  expired: boolean;
  profilesStatus: LoadStatus;
  profiles: ApiProfile[];
  seasons: Season[];
  selectedId: number | null;
  currentStatus: LoadStatus;
  current: CurrentProfile | null;
};

const initialState: SessionState = {
  account: null,
  loginFailed: false,
  expired: false,
  profilesStatus: 'idle',
  profiles: [],
  seasons: [],
  selectedId: null,
  currentStatus: 'idle',
  current: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    accountSignedIn(state, action: PayloadAction<AuthUser>) {
      state.account = action.payload;
      state.loginFailed = false;
    },
    loginFailed(state) {
      state.loginFailed = true;
    },
    sessionExpired(state) {
      state.expired = true;
    },
    profilesRequested(state) {
      state.profilesStatus = 'loading';
    },
    profilesLoaded(
      state,
      action: PayloadAction<{
        profiles: ApiProfile[];
        seasons: Season[];
        selectedId: number | null;
      }>,
    ) {
      state.profilesStatus = 'succeeded';
      state.profiles = action.payload.profiles;
      state.seasons = action.payload.seasons;
      state.selectedId = action.payload.selectedId;
    },
    profilesFailed(state) {
      state.profilesStatus = 'failed';
      state.loginFailed = true;
    },
    profileRequested(state, action: PayloadAction<number>) {
      state.selectedId = action.payload;
      state.currentStatus = 'loading';
    },
    profileLoaded(state, action: PayloadAction<CurrentProfile>) {
      state.currentStatus = 'succeeded';
      state.current = action.payload;
      state.profiles = state.profiles.map((profile) =>
        profile.id === action.payload.id ? stripDerived(action.payload) : profile,
      );
    },
    profileFailed(state) {
      state.currentStatus = 'failed';
    },
    /** The chat's live list counted the unread messages again (header badges follow). */
    unreadMessagesCounted(state, action: PayloadAction<{ profileId: number; total: number }>) {
      if (state.current?.id !== action.payload.profileId) return;
      state.current.unreadMessages = action.payload.total;
      state.current.hasActiveConversations ||= action.payload.total > 0;
    },
  },
  selectors: {
    selectAccount: (state) => state.account,
    selectLoginFailed: (state) => state.loginFailed,
    selectSessionExpired: (state) => state.expired,
    selectProfilesStatus: (state) => state.profilesStatus,
    selectProfiles: (state) => state.profiles,
    selectSeasons: (state) => state.seasons,
    selectSelectedId: (state) => state.selectedId,
    selectCurrentProfile: (state) => state.current,
    selectCurrentStatus: (state) => state.currentStatus,
  },
});

function stripDerived(profile: CurrentProfile): ApiProfile {
  const {
    oldMemberships,
    renewableMemberships: _renewable,
    activeOrders: _orders,
    usesCommunity: _community,
    unreadMessages: _unread,
    hasActiveConversations: _conversations,
    ...api
  } = profile;
  return { ...api, memberships: [...api.memberships, ...oldMemberships] };
}

export const {
  accountSignedIn,
  loginFailed,
  sessionExpired,
  profilesRequested,
  profilesLoaded,
  profilesFailed,
  profileRequested,
  profileLoaded,
  profileFailed,
  unreadMessagesCounted,
} = sessionSlice.actions;

export const {
  selectAccount,
  selectLoginFailed,
  selectSessionExpired,
  selectProfilesStatus,
  selectProfiles,
  selectSeasons,
  selectSelectedId,
  selectCurrentProfile,
  selectCurrentStatus,
} = sessionSlice.selectors;
