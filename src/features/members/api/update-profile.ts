import { api } from '@/shared/api/api-slice';
import { savedProfileAnswer, type ProfilePayload } from './profile-payload';

const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /profiles/{id} with the personal form's fields; the spec shows no answer. */
    updateProfile: build.mutation<unknown, { profileId: number; body: ProfilePayload }>({
      query: ({ profileId, body }) => ({
        request: { method: 'PUT', url: `/profiles/${profileId}`, data: body },
        schema: savedProfileAnswer,
      }),
      // The shell's current profile (name, photo, identity) reloads through the 'Profile' tag.
      invalidatesTags: (_result, error, { profileId }) =>
        error ? [] : [{ type: 'Profile', id: profileId }, 'Profiles'],
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
