import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/store';
import { initialSelection } from './rules/profile-loading';
import { listedProfileOf, type CurrentProfile } from './rules/current-profile';
import type { ApiProfile, Season } from './schemas';
import { selectChosenProfileId } from './session-slice';

/**
 * The session's server data read from RTK Query's cache, memoised with createSelector
 * (docs/adr/0018-one-data-path.md); the session slice keeps only the client's choice.
 *
 * The entries are read by their cache keys (RTK Query's default serialisation of the endpoints
 * in session/api/) rather than through the endpoints' `select`: importing the endpoints would
 * bring zod and the schemas to every screen that reads the profile, the public map among them
 * (its budget in budgets.json). tests/shared/session checks the keys against the endpoints.
 */
export const sessionCacheKeys = {
  profiles: 'getProfiles(undefined)',
  seasons: 'getSeasons(undefined)',
  currentProfile: (profileId: number) => `getCurrentProfile(${profileId})`,
} as const;

type Entry<T> = { data?: T; status?: string } | undefined;

function entryOf<T>(state: RootState, key: string): Entry<T> {
  return state.api?.queries[key] as Entry<T>;
}

const noProfiles: ApiProfile[] = [];
const noSeasons: Season[] = [];

const selectProfilesEntry = (state: RootState) =>
  entryOf<ApiProfile[]>(state, sessionCacheKeys.profiles);
const selectSeasonsEntry = (state: RootState) => entryOf<Season[]>(state, sessionCacheKeys.seasons);

const selectCurrentEntry = (state: RootState) => {
  const id = state.session.selectedId;
  return id === null
    ? undefined
    : entryOf<CurrentProfile>(state, sessionCacheKeys.currentProfile(id));
};

export const selectCurrentProfile = createSelector(
  [selectCurrentEntry],
  (entry): CurrentProfile | null => entry?.data ?? null,
);

export const selectSeasons = createSelector(
  [selectSeasonsEntry],
  (entry) => entry?.data ?? noSeasons,
);

/** The account's profiles, the current one as last loaded (a name or picture changed shows). */
export const selectProfiles = createSelector(
  [selectProfilesEntry, selectCurrentProfile],
  (entry, current): ApiProfile[] => {
    const profiles = entry?.data ?? noProfiles;
    if (!current) return profiles;
    return profiles.map((profile) =>
      profile.id === current.id ? listedProfileOf(current) : profile,
    );
  },
);

/** The chosen profile; before any choice, the only profile of a one-profile account (4.1). */
export const selectSelectedId = createSelector(
  [selectChosenProfileId, selectProfilesEntry],
  (chosen, entry) => chosen ?? initialSelection(entry?.data ?? noProfiles),
);

/** Signing in failed, or the account's profiles could not be read. */
export const selectLoginFailed = (state: RootState) =>
  state.session.loginFailed || selectProfilesEntry(state)?.status === 'rejected';
