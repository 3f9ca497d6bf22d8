import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../store/store';
import { currentProfileEndpoint } from './api/get-current-profile';
import { profilesEndpoint } from './api/get-profiles';
import { seasonsEndpoint } from './api/get-seasons';
import { initialSelection } from './rules/profile-loading';
import { listedProfileOf, type CurrentProfile } from './rules/current-profile';
import type { ApiProfile, Season } from './schemas';
import { selectChosenProfileId } from './session-slice';

/**
 * The session's server data read from RTK Query's cache, memoised with createSelector
 * (docs/adr/0018-one-data-path.md); the session slice keeps only the client's choice.
 */
// The API's state is a lazy slice, optional in RootState: this module imports the API, so it is
// always there when these run.
const withApi = (state: RootState) => state as never;

const profilesSelector = profilesEndpoint.select();
const seasonsSelector = seasonsEndpoint.select();
const selectProfilesEntry = (state: RootState) => profilesSelector(withApi(state));
const selectSeasonsEntry = (state: RootState) => seasonsSelector(withApi(state));

const noProfiles: ApiProfile[] = [];
const noSeasons: Season[] = [];

const entrySelectors = new Map<number, ReturnType<typeof currentProfileEndpoint.select>>();
function currentEntrySelector(profileId: number) {
  let selector = entrySelectors.get(profileId);
  if (!selector) {
    selector = currentProfileEndpoint.select(profileId);
    entrySelectors.set(profileId, selector);
  }
  return selector;
}


const selectCurrentEntry = (state: RootState) => {
  const id = state.session.selectedId;
  return id === null ? undefined : currentEntrySelector(id)(withApi(state));
};

export const selectCurrentProfile = createSelector(
  [selectCurrentEntry],
  (entry): CurrentProfile | null => entry?.data ?? null,
);

export const selectSeasons = createSelector(
  [selectSeasonsEntry],
  (entry) => entry.data ?? noSeasons,
);

/** The account's profiles, the current one as last loaded (a name or picture changed shows). */
export const selectProfiles = createSelector(
  [selectProfilesEntry, selectCurrentProfile],
  (entry, current): ApiProfile[] => {
    const profiles = entry.data ?? noProfiles;
    if (!current) return profiles;
    return profiles.map((profile) => (profile.id === current.id ? listedProfileOf(current) : profile));
  },
);

/** The chosen profile; before any choice, the only profile of a one-profile account (4.1). */
export const selectSelectedId = createSelector(
  [selectChosenProfileId, selectProfilesEntry],
  (chosen, entry) => chosen ?? initialSelection(entry.data ?? noProfiles),
);

/** Signing in failed, or the account's profiles could not be read. */
export const selectLoginFailed = (state: RootState) =>
  state.session.loginFailed || selectProfilesEntry(state).isError;
