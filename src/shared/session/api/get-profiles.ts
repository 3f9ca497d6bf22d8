import { api } from '../../api/api-slice';
import type { AppDispatch } from '../../store/store';
import { tolerantList } from '../../api/tolerant-list';
import { sortProfilesById } from '../rules/profile-loading';
import { profileSchema, type ApiProfile } from '../schemas';
import { sessionCacheSeconds } from './session-cache';

export const getProfilesResponse = tolerantList(profileSchema, 'GET /profiles');

export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The profiles of the signed-in account (the holder and the relatives), sorted by id. */
    getProfiles: build.query<ApiProfile[], void>({
      query: () => ({ request: { url: '/profiles' }, schema: getProfilesResponse }),
      transformResponse: (profiles: ApiProfile[]) => sortProfilesById(profiles),
      // A profile added or changed (create-profile, update-profile) refetches the list.
      providesTags: ['Profiles'],
      keepUnusedDataFor: sessionCacheSeconds,
    }),
  }),
});

export const { useGetProfilesQuery } = profilesApi;
export const profilesEndpoint = profilesApi.endpoints.getProfiles;

/** Reads the account's profiles again now (a profile was just added and must be selectable). */
export function reloadProfiles(dispatch: AppDispatch) {
  return dispatch(
    profilesEndpoint.initiate(undefined, { forceRefetch: true, subscribe: false }),
  ).unwrap();
}
