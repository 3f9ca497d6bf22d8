import type { PassClub } from '../../api/get-pass-clubs';

/**
 * docs/spec/members-area.md 4: in production only clubs with actif true are shown; in every other build
 * only the inactive ones (test clubs live there as inactive).
 */
export function visibleClubs(clubs: readonly PassClub[], production: boolean): PassClub[] {
  return clubs.filter((club) => club.actif === production);
}

/** Set default club: the stored club id when still shown, else the first club; 0 when none. */
export function defaultClubId(clubs: readonly PassClub[], storedId: number | undefined): number {
  if (storedId !== undefined && clubs.some((club) => club.clubId === storedId)) return storedId;
  return clubs[0]?.clubId ?? 0;
}
