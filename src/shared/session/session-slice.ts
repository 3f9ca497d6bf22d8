import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RequestStatus } from '../api/query-status';
import type { AuthUser } from '../auth/auth-adapter';

/** The portal's one status vocabulary (shared/api/query-status.ts). */
export type LoadStatus = RequestStatus;

export type { CurrentProfile } from './rules/current-profile';

/**
 * Client state only (docs/adr/0018-one-data-path.md): who signed in and which profile the member
 * chose. The profiles, the seasons and the current profile are cached queries
 * (session/api/), read through the memoised selectors of session/current-profile.ts.
 */
type SessionState = {
  account: AuthUser | null;
  loginFailed: boolean;
  /** The identity provider refused to renew the tokens: the member must sign in again. */
  expired: boolean;
  selectedId: number | null;
};

const initialState: SessionState = {
  account: null,
  loginFailed: false,
  expired: false,
  selectedId: null,
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
    /** The member opened profile/{id}: the shell shows that profile from now on. */
    profileSelected(state, action: PayloadAction<number>) {
      state.selectedId = action.payload;
    },
  },
  selectors: {
    selectAccount: (state) => state.account,
    selectSessionExpired: (state) => state.expired,
    selectChosenProfileId: (state) => state.selectedId,
  },
});

export const { accountSignedIn, loginFailed, sessionExpired, profileSelected } =
  sessionSlice.actions;

export const { selectAccount, selectSessionExpired, selectChosenProfileId } =
  sessionSlice.selectors;
