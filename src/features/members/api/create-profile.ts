import { api } from '@/shared/api/api-slice';
import { personalInfoSchema, type PersonalInfo, type ProfilePayload } from './profile-payload';

const createProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /profiles: a family member on the caller's account; answers the profile with its id. */
    createProfile: build.mutation<PersonalInfo, ProfilePayload>({
      query: (body) => ({
        request: { method: 'POST', url: '/profiles', data: body },
        schema: personalInfoSchema,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['Profiles']),
    }),
  }),
});

export const { useCreateProfileMutation } = createProfileApi;
