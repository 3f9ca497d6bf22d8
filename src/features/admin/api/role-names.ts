import { z } from 'zod';
import { zIdentityRole } from '@/shared/api/generated/main/zod';

/**
 * A role in the answers of GET /user-admin/roles and GET /user-admin/{email}/roles
 * (docs/spec/administration.md 7.1, shape not shown): identity-provider role names, read as bare
 * strings or as objects carrying a `name`. docs/openapi/main-api.yaml IdentityRole is the bare
 * string.
 */
export const roleNameSchema = z.union([
  zIdentityRole.min(1),
  z.object({ name: z.string().min(1) }).transform((role) => role.name),
]);
