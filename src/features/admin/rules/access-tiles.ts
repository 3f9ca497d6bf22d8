import { roleIds } from '@/shared/session/rules/role-ids';

export type AccessTileId = 'utilisateurs' | 'adherons' | 'partageons' | 'tresoclub';

export type AccessTile = { id: AccessTileId; title: string; granted: boolean; tooltip: string };

/**
 * The four access tiles of the account page (docs/spec/administration.md 6): users, membership and
 * sharing come from the main responsibility's level (above contributor; sharing at contributor
 * too); treasury from club admin or organisation admin. No main responsibility: all crossed.
 */
export function accessTiles(mainRoleId: number | null): AccessTile[] {
  const held = mainRoleId !== null && mainRoleId !== roleIds.none;
  const aboveContributor = held && mainRoleId < roleIds.contributor;
  const atLeastContributor = held && mainRoleId <= roleIds.contributor;
  const treasury = mainRoleId === roleIds.clubAdmin || mainRoleId === roleIds.organizationAdmin;
  const tile = (
    id: AccessTileId,
    title: string,
    granted: boolean,
    yes: string,
    no: string,
  ): AccessTile => ({ id, title, granted, tooltip: granted ? yes : no });
  return [
    tile(
      'utilisateurs',
      'Gestion des utilisateurs',
      aboveContributor,
      'Accès accordé par une responsabilité principale au-dessus de contributeur.',
      'Nécessite une responsabilité principale au-dessus de contributeur.',
    ),
    tile(
      'adherons',
      'ADHERONS',
      aboveContributor,
      "Accès à l'application d'adhésion accordé par la responsabilité principale.",
      'Nécessite une responsabilité principale au-dessus de contributeur.',
    ),
    tile(
      'partageons',
      'PARTAGEONS',
      atLeastContributor,
      "Accès à l'application de partage accordé par la responsabilité principale.",
      'Nécessite une responsabilité principale de contributeur ou plus.',
    ),
    tile(
      'tresoclub',
      'TRESOCLUB',
      treasury,
      'Accès à la trésorerie du club accordé (administrateur de club ou d’organisme).',
      "Réservé aux administrateurs de club ou d'organisme.",
    ),
  ];
}
