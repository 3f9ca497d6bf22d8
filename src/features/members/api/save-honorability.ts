import { api } from '@/shared/api/api-slice';
import type { Honorability } from './honorability-schema';
import { profilePayloadOf, savedProfileAnswer, type PersonalInfo } from './profile-payload';

type SaveHonorability = { person: PersonalInfo; honorabilite: Honorability };

const saveHonorabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The declaration is a field of the Profile (docs/spec/members-area.md 3, `honorabilite`), so
     * it is saved with PUT /profiles/{id} (docs/spec/members-area.md 7): the profile on file,
     * unchanged, with the new declaration. The spec shows no answer.
     */
    saveHonorability: build.mutation<unknown, SaveHonorability>({
      query: ({ person, honorabilite }) => ({
        request: {
          method: 'PUT',
          url: `/profiles/${person.id}`,
          data: { ...profilePayloadOf(person), honorabilite },
        },
        schema: savedProfileAnswer,
      }),
      invalidatesTags: (_result, error, { person }) =>
        error ? [] : [{ type: 'Profile', id: person.id }, 'Profiles'],
    }),
  }),
});

export const { useSaveHonorabilityMutation } = saveHonorabilityApi;
