import { api } from '@/shared/api/api-slice';
import type { Honorability } from './honorability-schema';
import { personalInfoSchema, profilePayloadOf, type PersonalInfo } from './profile-payload';

type SaveHonorability = { person: PersonalInfo; honorabilite: Honorability };

const saveHonorabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The declaration is a field of the Profile (members-area.md 3, `honorabilite`), so it is
     * saved with PUT /profiles/{id} (members-area.md 7): the profile on file, unchanged, with
     * the new declaration. Answers the saved profile.
     */
    saveHonorability: build.mutation<PersonalInfo, SaveHonorability>({
      query: ({ person, honorabilite }) => ({
        request: {
          method: 'PUT',
          url: `/profiles/${person.id}`,
          data: { ...profilePayloadOf(person), honorabilite },
        },
        schema: personalInfoSchema,
      }),
      invalidatesTags: (_result, error, { person }) =>
        error ? [] : [{ type: 'Profile', id: person.id }, 'Profiles'],
    }),
  }),
});

export const { useSaveHonorabilityMutation } = saveHonorabilityApi;
