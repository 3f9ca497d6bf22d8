import { adminApi } from './admin-api';
import { successSchema, type SuccessAnswer } from './admin-schemas';

type ProfileLink = { email: string; profileId: number };

/**
 * The profile service's 'set as main' and 'dissociate': PUT /profiles/{id}/set-as-main and
 * PUT /profiles/{id}/dissociate (docs/spec/members-area.md 7, the paths docs/spec/administration.md
 * 7.2 leaves out). Both answer `{ success }` (docs/spec/administration.md 7.2); the account page
 * reloads on success.
 */
const linksApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    setMainProfile: build.mutation<SuccessAnswer, ProfileLink>({
      query: ({ profileId }) => ({
        request: { method: 'PUT', url: `/profiles/${profileId}/set-as-main` },
        schema: successSchema,
      }),
      invalidatesTags: (result, _error, { email }) =>
        result?.success ? [{ type: 'AdminAccount', id: email }, 'AdminList', 'AdminProfile'] : [],
    }),
    dissociateProfile: build.mutation<SuccessAnswer, ProfileLink>({
      query: ({ profileId }) => ({
        request: { method: 'PUT', url: `/profiles/${profileId}/dissociate` },
        schema: successSchema,
      }),
      invalidatesTags: (result, _error, { email }) =>
        result?.success ? [{ type: 'AdminAccount', id: email }, 'AdminList'] : [],
    }),
  }),
});

export const { useSetMainProfileMutation, useDissociateProfileMutation } = linksApi;
