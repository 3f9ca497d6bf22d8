import { tolerantList } from '@/shared/api/tolerant-list';
import { adminApi } from './admin-api';
import { roleNameSchema } from './role-names';

const personRolesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /user-admin/{email}/roles (docs/spec/administration.md 7.1): the roles a person holds.
     */
    getPersonRoles: build.query<string[], string>({
      query: (email) => ({
        request: { url: `/user-admin/${encodeURIComponent(email)}/roles` },
        schema: tolerantList(roleNameSchema, 'GET /user-admin/{email}/roles'),
      }),
      providesTags: (_result, _error, email) => [{ type: 'AdminAccount', id: email }],
    }),
  }),
});

export const { useGetPersonRolesQuery } = personRolesApi;
