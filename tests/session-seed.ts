import {
  currentProfileApi,
  currentProfileEndpoint,
} from '@/shared/session/api/get-current-profile';
import { profilesApi, profilesEndpoint } from '@/shared/session/api/get-profiles';
import { seasonsApi, seasonsEndpoint } from '@/shared/session/api/get-seasons';
import type { CurrentProfile } from '@/shared/session/rules/current-profile';
import type { ApiProfile, Season } from '@/shared/session/schemas';
import { profileSelected } from '@/shared/session/session-slice';
import type { AppStore } from '@/shared/store/store';

/**
 * The session's server data lives in RTK Query's cache (docs/adr/0018-one-data-path.md): tests
 * that start from a known profile put it there at once, as an answer would (upsertQueryEntries).
 */
export function seedCurrentProfile(store: AppStore, profile: CurrentProfile): void {
  store.dispatch(
    currentProfileApi.util.upsertQueryEntries([
      { endpointName: 'getCurrentProfile', arg: profile.id, value: profile },
    ]),
  );
  store.dispatch(profileSelected(profile.id));
}

export function seedProfiles(
  store: AppStore,
  profiles: ApiProfile[],
  seasons: Season[] = [],
  selectedId?: number,
): void {
  store.dispatch(
    profilesApi.util.upsertQueryEntries([
      { endpointName: 'getProfiles', arg: undefined, value: profiles },
    ]),
  );
  store.dispatch(
    seasonsApi.util.upsertQueryEntries([
      { endpointName: 'getSeasons', arg: undefined, value: seasons },
    ]),
  );
  if (selectedId !== undefined) store.dispatch(profileSelected(selectedId));
}

/** Signs the session in as the app does: profiles and seasons, then the chosen profile. */
export async function loadSession(store: AppStore, profileId: number): Promise<CurrentProfile> {
  await Promise.all([
    store.dispatch(profilesEndpoint.initiate()).unwrap(),
    store.dispatch(seasonsEndpoint.initiate()).unwrap(),
  ]);
  store.dispatch(profileSelected(profileId));
  return store.dispatch(currentProfileEndpoint.initiate(profileId)).unwrap();
}
