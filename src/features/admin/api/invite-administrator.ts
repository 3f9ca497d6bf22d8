import { z } from 'zod';
import { zAccountExists, zInvitation, zInviteAnswer } from '@/shared/api/generated/main/zod';
import { adminApi } from './admin-api';
import { responsibilityFormDtoSchema } from './responsibility-payloads';

/** POST /user-admin/invite's body (docs/spec/administration.md 7.1), docs/openapi Invitation. */
export const inviteBodySchema = zInvitation.extend({
  postier: z.boolean(),
  identifiantPostier: z.string().nullable(),
  volunteer: z.boolean(),
  responsabilityFormDto: responsibilityFormDtoSchema,
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

/**
 * The answer has success (spec), which tells a refused invitation; the new profile's id is
 * designed, optional. Derived from docs/openapi/main-api.yaml InviteAnswer.
 */
export const inviteAnswerSchema = zInviteAnswer.extend({
  success: z.boolean(),
  profileId: z.number().int().nullish(),
});
export type InviteAnswer = z.infer<typeof inviteAnswerSchema>;

/** GET /user-admin/{email}/exists (docs/spec/administration.md 7.1). */
export const emailExistsSchema = zAccountExists;

const inviteApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminEmailExists: build.query<boolean, string>({
      query: (email) => ({
        request: { url: `/user-admin/${encodeURIComponent(email)}/exists` },
        schema: emailExistsSchema.transform((answer) => answer.responseIsTrue),
      }),
      providesTags: ['AdminList'],
    }),
    inviteAdministrator: build.mutation<InviteAnswer, InviteBody>({
      query: (body) => ({
        request: { method: 'POST', url: '/user-admin/invite', data: body },
        schema: inviteAnswerSchema,
      }),
      invalidatesTags: ['AdminList'],
    }),
  }),
});

export const { useAdminEmailExistsQuery, useInviteAdministratorMutation } = inviteApi;
