import type { LicenceLevelRow, MockDb } from '../../../db/types';

/**
 * The licence a member already holds for a season: the best level (1 premium beats 2 access;
 * a level-3 event licence covers one day only and counts for nothing here).
 */
export function heldLicence(
  db: MockDb,
  profileId: number | undefined,
  seasonId: number,
): Readonly<LicenceLevelRow> | undefined {
  if (profileId === undefined) return undefined;
  const levels = db.memberships
    .filter((membership) => membership.profileId === profileId && membership.seasonId === seasonId)
    .flatMap((membership) => (membership.license ? [membership.license.licenseLevelId] : []))
    .map((levelId) => db.licenceLevels.find((level) => level.id === levelId))
    .filter((level): level is Readonly<LicenceLevelRow> => level !== undefined && level.level < 3)
    .sort((a, b) => a.level - b.level);
  return levels[0];
}

export function licenceLevel(db: MockDb, id: number): Readonly<LicenceLevelRow> | undefined {
  return db.licenceLevels.find((level) => level.id === id);
}
