import { api } from '@/shared/api/api-slice';
import { profileRequest } from '@/shared/session/api/get-profile';
import { personalInfoSchema, type PersonalInfo } from './profile-payload';

const personalInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /profiles/{id}, with the fields of the personal form. */
    getPersonalInfo: build.query<PersonalInfo, number>({
      query: (profileId) => ({ ...profileRequest(profileId), schema: personalInfoSchema }),
      providesTags: (_result, _error, profileId) => [{ type: 'Profile', id: profileId }],
    }),
  }),
});

export const { useGetPersonalInfoQuery } = personalInfoApi;
