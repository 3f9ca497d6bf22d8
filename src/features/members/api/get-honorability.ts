import { api } from '@/shared/api/api-slice';
import { honorabilitySchema, type Honorability } from './honorability-schema';

const getHonorabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /profiles/{id}/honorabilite (designed): the declaration on file, empty when none. */
    getHonorability: build.query<Honorability, number>({
      query: (profileId) => ({
        request: { url: `/profiles/${profileId}/honorabilite` },
        schema: honorabilitySchema,
      }),
      providesTags: (_result, _error, profileId) => [{ type: 'Profile', id: profileId }],
    }),
  }),
});

export const { useGetHonorabilityQuery } = getHonorabilityApi;
