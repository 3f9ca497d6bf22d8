import { roleIds } from '@/shared/session/rules/role-ids';
import { manageableEntityText } from './rights';

type Ref = { id: number; title: string };

/**
 * A responsibility's scope as the account page reads it (docs/spec/administration.md 3,
 * Responsibility).
 */
export type EntityScope = {
  roleId: number | null;
  region: Ref | null;
  organization: Ref | null;
  club: Ref | null;
  activity: Ref | null;
};

/** What the page has already loaded: the viewer's privileges name regions, organisations, clubs. */
export type KnownEntities = {
  regions: readonly Ref[];
  organizations: readonly Ref[];
  clubs: readonly Ref[];
};

const titled = (title: string | undefined) => (title?.trim() ? title.trim() : undefined);
const titleIn = (rows: readonly Ref[], id: number | null | undefined) =>
  id == null ? undefined : titled(rows.find((row) => row.id === id)?.title);

/**
 * The names of a responsibility's scope: its own titles, else those of the lists the page holds
 * (an entity sent by id with an empty title).
 */
export function scopeNames(scope: EntityScope, known: KnownEntities) {
  return {
    activity: titled(scope.activity?.title),
    club: titled(scope.club?.title) ?? titleIn(known.clubs, scope.club?.id),
    organization:
      titled(scope.organization?.title) ?? titleIn(known.organizations, scope.organization?.id),
    region: titled(scope.region?.title) ?? titleIn(known.regions, scope.region?.id),
  };
}

const withNames = (text: string, names: readonly (string | undefined)[]) => {
  const present = names.filter((name): name is string => name !== undefined);
  return present.length ? `${text} (${present.join(', ')})` : text;
};

/**
 * The 'Entité gérable' cell (docs/spec/administration.md 6): the level's text, then the entity the
 * portal knows, narrowest first ('Section du club (Yoga, AMSF Lyon)'). The spec gives no text for a
 * category admin or a contributor and says 'Inconnu' for them; the portal names their section and
 * club when it knows them, and says 'Inconnu' only when it knows nothing.
 */
export function manageableEntity(scope: EntityScope, known: KnownEntities): string {
  const names = scopeNames(scope, known);
  switch (scope.roleId) {
    case roleIds.superAdmin:
    case roleIds.federationAdmin:
      return manageableEntityText(scope.roleId);
    case roleIds.regionAdmin:
      return withNames(manageableEntityText(scope.roleId), [names.region]);
    case roleIds.organizationAdmin:
      return withNames(manageableEntityText(scope.roleId), [names.organization]);
    case roleIds.clubAdmin:
      return withNames(manageableEntityText(scope.roleId), [names.club]);
    case roleIds.sectionAdmin:
      return withNames(manageableEntityText(scope.roleId), [names.activity, names.club]);
    case roleIds.categoryAdmin:
      return withNames('Catégorie de la section', [names.activity, names.club]);
    default: {
      // No level text: the narrowest entity known (section and club, else organisation, else region).
      const narrowest =
        (names.activity ?? names.club)
          ? [names.activity, names.club]
          : [names.organization ?? names.region];
      const present = narrowest.filter((name): name is string => name !== undefined);
      return present.length ? present.join(', ') : manageableEntityText(scope.roleId);
    }
  }
}
