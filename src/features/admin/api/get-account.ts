import { z } from 'zod';
import { adminApi } from './admin-api';
import { idSchema, nullableText } from './admin-schemas';

export const accountProfileSchema = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  pictureUrl: nullableText,
  main: z.boolean(),
  hasActiveMemberships: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** GET /user-admin/{email}/account (administration.md 3, Account). */
export const accountSchema = z.object({
  email: z.string(),
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
