import { roleIds } from '@/shared/session/rules/role-ids';

/** The scope of one responsibility, as far as the rights need it. */
export type Scope = { regionId: number | null; clubId: number | null };

/**
 * Viewing an account's details (docs/spec/administration.md 6): allowed when the person has no role
 * (or role 0), or when the viewer's role id is lower than or equal to theirs.
 */
export function canViewAccount(viewerRoleId: number | null, personRoleId: number | null): boolean {
  if (personRoleId === null || personRoleId === roleIds.none) return true;
  if (viewerRoleId === null || viewerRoleId === roleIds.none) return false;
  return viewerRoleId <= personRoleId;
}

/**
 * Editing a responsibility (docs/spec/administration.md 6): super and federation admins always; a
 * region admin when the viewer holds a responsibility in the same region; an organisation admin
 * never; club, section and category admins when the viewer holds one in the same club. Anyone else
 * (contributor, member, no role) never.
 */
export function canEditResponsibility(
  viewerRoleId: number | null,
  viewerScopes: readonly Scope[],
  target: Scope,
): boolean {
  switch (viewerRoleId) {
    case roleIds.superAdmin:
    case roleIds.federationAdmin:
      return true;
    case roleIds.regionAdmin:
      return (
        target.regionId !== null && viewerScopes.some((scope) => scope.regionId === target.regionId)
      );
    case roleIds.clubAdmin:
    case roleIds.sectionAdmin:
    case roleIds.categoryAdmin:
      return target.clubId !== null && viewerScopes.some((scope) => scope.clubId === target.clubId);
    default:
      return false;
  }
}

/** The functions tab and the expense-report validator box are the super admin's. */
export const seesFunctionsTab = (viewerRoleId: number | null) =>
  viewerRoleId === roleIds.superAdmin;
export const seesExpenseValidator = seesFunctionsTab;

/** Manageable-entity text of a responsibility (docs/spec/administration.md 6). */
export function manageableEntityText(roleId: number | null): string {
  switch (roleId) {
    case roleIds.superAdmin:
    case roleIds.federationAdmin:
      return 'Tous les clubs';
    case roleIds.regionAdmin:
      return 'Tous les clubs de la région';
    case roleIds.organizationAdmin:
      return "Tous les clubs de l'organisme";
    case roleIds.clubAdmin:
      return 'Toutes les données du club';
    case roleIds.sectionAdmin:
      return 'Section du club';
    default:
      return 'Inconnu';
  }
}
