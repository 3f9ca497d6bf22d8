import { paths } from '@/shared/config/paths';

export type AdminTab = 'liste' | 'recherche' | 'invitations' | 'fonctions';

/**
 * Addresses of the user-administration group (docs/spec/administration.md 2.1), under a profile.
 */
export const adminPaths = {
  tab: (profileId: number, tab: AdminTab) => `${paths.admins(profileId)}/${tab}`,
  account: (profileId: number, email: string) =>
    `/profile/${profileId}/users/home/${encodeURIComponent(email)}`,
};
