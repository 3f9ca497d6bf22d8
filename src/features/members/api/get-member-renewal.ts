import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { personalInfoSchema, type PersonalInfo } from './profile-payload';

/** The spec does not show the answer: a Profile is read, anything else is null. */
const renewalAnswerSchema = z.unknown().transform((answer): PersonalInfo | null => {
  const read = personalInfoSchema.safeParse(answer);
  return read.success ? read.data : null;
});

const memberRenewalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /member-renewal/{id} (docs/spec/members-area.md 7; docs/openapi/main-api.yaml
     * getMemberRenewal): the renewal form takes the person from it when it answers a Profile;
     * otherwise, or if it fails, from GET /profiles/{id}, so the renewal never depends on an answer
     * the spec omits.
     */
    getMemberRenewal: build.query<PersonalInfo | null, number>({
      query: (profileId) => ({
        request: { url: `/member-renewal/${profileId}`, silentError: true },
        schema: renewalAnswerSchema,
      }),
      providesTags: (_result, _error, profileId) => [{ type: 'Profile', id: profileId }],
    }),
  }),
});

export const { useGetMemberRenewalQuery } = memberRenewalApi;
