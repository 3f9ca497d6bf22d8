/** Identity-provider realm roles, and the names the shell gives them. */
export const realmRoles = {
  adherons: 'User-Adherons',
  partageons: 'Partageons',
  utilisateurs: 'Module-Utilisateurs',
  tresoclub: 'TresoClub',
  ndf: 'ndf_access',
} as const;

export type RealmRole = (typeof realmRoles)[keyof typeof realmRoles];

export function hasRealmRole(roles: readonly string[], role: RealmRole): boolean {
  return roles.includes(role);
}
