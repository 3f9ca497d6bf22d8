/** Distinct clubs of a profile: its own clubs first, then the clubs of its memberships. */
export function profileClubs<C extends { id: number }>(
  clubs: readonly C[],
  memberships: readonly { club: C }[],
): C[] {
  const byId = new Map<number, C>();
  for (const club of [...clubs, ...memberships.map((membership) => membership.club)]) {
    if (!byId.has(club.id)) byId.set(club.id, club);
  }
  return [...byId.values()];
}

/**
 * Sponsors are drawn for one club: the only one when there is one, otherwise a random pick
 * among the member's clubs. `random` returns a number in [0, 1), like Math.random.
 */
export function sponsorClub<C>(clubs: readonly C[], random: () => number): C | null {
  if (clubs.length === 0) return null;
  if (clubs.length === 1) return clubs[0] ?? null;
  const index = Math.min(clubs.length - 1, Math.max(0, Math.floor(random() * clubs.length)));
  return clubs[index] ?? null;
}
