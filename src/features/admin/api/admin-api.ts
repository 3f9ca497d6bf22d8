import { api } from '@/shared/api/api-slice';

/**
 * The shared API with the administration's cache tags added here rather than in the shared
 * slice: the feature owns what its mutations invalidate.
 */
export const adminApi = api.enhanceEndpoints({
  addTagTypes: ['AdminPrivileges', 'AdminAccount', 'AdminProfile', 'AdminList', 'AdminFunctions'],
});
