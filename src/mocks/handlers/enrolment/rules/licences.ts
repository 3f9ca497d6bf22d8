import type { LicenseLevelRow, MockDb } from '../../../db/types';

/**
 * The licence a member already holds for a season: the best level (1 premium beats 2 access;
 * a level-3 event licence covers one day only and counts for nothing here).
 */
export function heldLicence(
  db: MockDb,
  profileId: number | undefined,
  seasonId: number,
): Readonly<LicenseLevelRow> | undefined {
  if (profileId === undefined) return undefined;
  const levels = db.memberships
    .filter((membership) => membership.profileId === profileId && membership.seasonId === seasonId)
    .flatMap((membership) => (membership.license ? [membership.license.licenseLevelId] : []))
    .map((levelId) => db.licenseLevels.find((level) => level.id === levelId))
    .filter((level): level is Readonly<LicenseLevelRow> => level !== undefined && level.level < 3)
    .sort((a, b) => a.level - b.level);
  return levels[0];
}

export function licenceLevel(db: MockDb, id: number): Readonly<LicenseLevelRow> | undefined {
  return db.licenseLevels.find((level) => level.id === id);
}
