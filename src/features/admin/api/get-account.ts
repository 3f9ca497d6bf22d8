import { z } from 'zod';
import { zAccount, zAccountProfile } from '@/shared/api/generated/main/zod';
import { adminApi } from './admin-api';
import { idSchema, nullableText } from './admin-schemas';

/**
 * docs/spec/administration.md 3 'Account', docs/openapi/main-api.yaml AccountProfile: the account
 * page names each profile, shows which is the main one and whether it can be dissociated, so these
 * stay required.
 */
export const accountProfileSchema = zAccountProfile.extend({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  pictureUrl: nullableText,
  main: z.boolean(),
  hasActiveMemberships: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** GET /user-admin/{email}/account (docs/spec/administration.md 3, Account). */
export const accountSchema = zAccount.extend({
  profiles: z.array(accountProfileSchema),
});
export type AdminAccount = z.infer<typeof accountSchema>;

const accountApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminAccount: build.query<AdminAccount, string>({
      query: (email) => ({
        request: { url: `/user-admin/${encodeURIComponent(email)}/account` },
        schema: accountSchema,
      }),
      providesTags: (_result, _error, email) => [{ type: 'AdminAccount', id: email }],
    }),
  }),
});

export const { useGetAdminAccountQuery } = accountApi;
