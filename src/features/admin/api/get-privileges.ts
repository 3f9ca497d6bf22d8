import { z } from 'zod';
import { zPrivileges } from '@/shared/api/generated/main/zod';
import { adminApi } from './admin-api';
import { idSchema, refSchema } from './admin-schemas';

const privilegeClub = zPrivileges.shape.clubs.unwrap().element;

export const privilegeClubSchema = privilegeClub.extend({
  regionId: idSchema.nullish().transform((value) => value ?? null),
  organizationId: idSchema.nullish().transform((value) => value ?? null),
});

/**
 * The spec names the privileges' role without a shape (docs/spec/administration.md 3 'Privileges');
 * its other roles are `{ id, description }`. Both a bare id (what we designed) and a role object
 * are read as the role id; absent or null, the viewer has no role (docs/openapi/main-api.yaml
 * Privileges).
 */
export const privilegeRoleSchema = z
  .union([idSchema, z.looseObject({ id: idSchema })])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'number' ? value : value.id));

/**
 * GET /user-admin/privileges: the viewer's role and the clubs, regions, organisations in reach,
 * derived from docs/openapi/main-api.yaml Privileges (docs/spec/administration.md 3 'clubs'). A
 * backend that names the list after the product ('{product}s') is read too: the boundary renames it
 * to clubs (src/shared/api/product-keys.ts). The three lists stay required: they are what the
 * administration screens offer.
 */
export const privilegesSchema = zPrivileges
  .pick({ role: true, regions: true, organizations: true })
  .extend({
    role: privilegeRoleSchema,
    clubs: z.array(privilegeClubSchema),
    regions: z.array(refSchema),
    organizations: z.array(refSchema),
  });
export type AdminPrivileges = z.infer<typeof privilegesSchema>;

const privilegesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminPrivileges: build.query<AdminPrivileges, void>({
      query: () => ({ request: { url: '/user-admin/privileges' }, schema: privilegesSchema }),
      providesTags: ['AdminPrivileges'],
    }),
  }),
});

export const { useGetAdminPrivilegesQuery } = privilegesApi;
export const getAdminPrivileges = privilegesApi.endpoints.getAdminPrivileges;
