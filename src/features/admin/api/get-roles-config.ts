import { z } from 'zod';
import { zResponsibilityConfiguration } from '@/shared/api/generated/main/zod';
import { adminApi } from './admin-api';
import { idSchema, refSchema } from './admin-schemas';

const configuration = zResponsibilityConfiguration.shape;

/**
 * docs/openapi/main-api.yaml ResponsibilityConfiguration: the dialogs offer each level and
 * service by id and name with its functions, so these stay required.
 */
export const roleConfigSchema = configuration.roles.unwrap().element.extend({
  id: idSchema,
  description: z.string(),
  enabled: z.boolean(),
  functions: z.array(refSchema),
});
export const serviceConfigSchema = configuration.services.unwrap().element.extend({
  id: idSchema,
  title: z.string(),
  functions: z.array(refSchema),
});

/** GET /user-admin/roles-config: levels (enabled for this viewer) and services, with functions. */
export const rolesConfigSchema = zResponsibilityConfiguration.extend({
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
