import type { MembershipRow, MockDb } from '../types';

/** The premium licence level of the seed (level 1, yearly). */
function premiumLevelId(db: MockDb): number | undefined {
  return db.licenceLevels.find((level) => level.level === 1 && level.type === 1)?.id;
}

const nextId = (rows: readonly { id: number }[], floor: number) =>
  rows.reduce((max, row) => Math.max(max, row.id), floor - 1) + 1;

/**
 * A paid premium pack: the profile's memberships of the current season share a new premium
 * licence; a profile without one this season keeps its latest club and activity for a
 * licence-only membership. A visitor's new account, a member of no club yet, gets nothing to
 * show until a club registers them (the pack is then recorded by the paid checkout only).
 * Call inside updateMockDb.
 */
export function grantPremium(db: MockDb, profileId: number): void {
  const levelId = premiumLevelId(db);
  const season = db.seasons.find((row) => row.current);
  if (levelId === undefined || !season) return;
  const own = db.memberships.filter((membership) => membership.profileId === profileId);
  const licence = {
    id: nextId(
      db.memberships.flatMap((membership) => (membership.license ? [membership.license] : [])),
      5001,
    ),
    number: `P${String(profileId).padStart(6, '0')}`,
    licenseLevelId: levelId,
  };
  const current = own.filter((membership) => membership.seasonId === season.id);
  if (current.length > 0) {
    for (const membership of current) membership.license = { ...licence };
    return;
  }
  const latest = [...own].sort((a, b) => b.seasonId - a.seasonId || b.id - a.id)[0];
  if (!latest) return;
  const membership: MembershipRow = {
    id: nextId(db.memberships, 7001),
    profileId,
    seasonId: season.id,
    activityId: latest.activityId,
    clubId: latest.clubId,
    end: null,
    license: licence,
    subscriptions: [],
  };
  db.memberships.push(membership);
}
