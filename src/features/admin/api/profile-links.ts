import { adminApi } from './admin-api';
import { successSchema, type SuccessAnswer } from './admin-schemas';

type ProfileLink = { email: string; profileId: number };

/**
 * The profile service's 'set as main' and 'dissociate' (administration.md 7.2: paths not shown,
 * designed here as PUT /user-admin/profile/{id}/main and /dissociate). Both answer
 * `{ success }`; the account page reloads on success.
 */
const linksApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    setMainProfile: build.mutation<SuccessAnswer, ProfileLink>({
      query: ({ profileId }) => ({
        request: { method: 'PUT', url: `/user-admin/profile/${profileId}/main` },
        schema: successSchema,
      }),
      invalidatesTags: (result, _error, { email }) =>
        result?.success ? [{ type: 'AdminAccount', id: email }, 'AdminList', 'AdminProfile'] : [],
    }),
    dissociateProfile: build.mutation<SuccessAnswer, ProfileLink>({
      query: ({ profileId }) => ({
        request: { method: 'PUT', url: `/user-admin/profile/${profileId}/dissociate` },
        schema: successSchema,
      }),
      invalidatesTags: (result, _error, { email }) =>
        result?.success ? [{ type: 'AdminAccount', id: email }, 'AdminList'] : [],
    }),
  }),
});

export const { useSetMainProfileMutation, useDissociateProfileMutation } = linksApi;
