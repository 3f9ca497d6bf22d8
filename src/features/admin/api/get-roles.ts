import { tolerantList } from '@/shared/api/tolerant-list';
import { adminApi } from './admin-api';
import { roleNameSchema } from './role-names';

const rolesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /user-admin/roles (docs/spec/administration.md 7.1): every identity-provider role there
     * is.
     */
    getIdentityRoles: build.query<string[], void>({
      query: () => ({
        request: { url: '/user-admin/roles' },
        schema: tolerantList(roleNameSchema, 'GET /user-admin/roles'),
      }),
    }),
  }),
});

export const { useGetIdentityRolesQuery } = rolesApi;
