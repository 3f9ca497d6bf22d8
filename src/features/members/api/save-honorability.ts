import { api } from '@/shared/api/api-slice';
import { honorabilitySchema, type Honorability } from './honorability-schema';

const saveHonorabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /profiles/{id}/honorabilite (designed): saves the declaration, answers it. */
    saveHonorability: build.mutation<Honorability, { profileId: number; body: Honorability }>({
      query: ({ profileId, body }) => ({
        request: { method: 'PUT', url: `/profiles/${profileId}/honorabilite`, data: body },
        schema: honorabilitySchema,
      }),
      invalidatesTags: (_result, error, { profileId }) =>
        error ? [] : [{ type: 'Profile', id: profileId }],
    }),
  }),
});

export const { useSaveHonorabilityMutation } = saveHonorabilityApi;
