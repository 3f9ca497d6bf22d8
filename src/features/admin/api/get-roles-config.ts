import { z } from 'zod';
import { adminApi } from './admin-api';
import { idSchema, refSchema } from './admin-schemas';

export const roleConfigSchema = z.object({
  id: idSchema,
  description: z.string(),
  enabled: z.boolean(),
  functions: z.array(refSchema),
});
export const serviceConfigSchema = z.object({
  id: idSchema,
  title: z.string(),
  functions: z.array(refSchema),
});

/** GET /user-admin/roles-config: levels (enabled for this viewer) and services, with functions. */
export const rolesConfigSchema = z.object({
  roles: z.array(roleConfigSchema),
  services: z.array(serviceConfigSchema),
});
export type RolesConfig = z.infer<typeof rolesConfigSchema>;
export type RoleConfig = z.infer<typeof roleConfigSchema>;

const rolesConfigApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminRolesConfig: build.query<RolesConfig, void>({
      query: () => ({ request: { url: '/user-admin/roles-config' }, schema: rolesConfigSchema }),
      providesTags: ['AdminFunctions'],
    }),
  }),
});

export const { useGetAdminRolesConfigQuery } = rolesConfigApi;
