import { activitiesOfClub } from '../catalogue';
import type { ClubRow, MembershipRow, MockDb } from '../types';

/** The premium licence level of the seed (level 1, yearly). */
function premiumLevelId(db: MockDb): number | undefined {
  return db.licenceLevels.find((level) => level.level === 1 && level.type === 1)?.id;
}

const nextId = (rows: readonly { id: number }[], floor: number) =>
  rows.reduce((max, row) => Math.max(max, row.id), floor - 1) + 1;

/**
 * A paid premium pack: the profile's memberships of the current season share a new premium
 * licence; a profile without one this season keeps its latest club and activity for a
 * licence-only membership. A visitor's new account, a member of no club yet, gets a licence-only
 * membership (no activity shown) at the club of its département, as federations attach
 * individual licensees to a home club: its profile then carries the licence like any other
 * (Profile.memberships: license, season), so 'Ma licence' and the home page see it.
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
  const home = latest ? undefined : homeClubOf(db, profileId);
  // The row keeps a real activity of the home club, so every reader of activity ids holds.
  const homeActivity = home && activitiesOfClub(db, home.id)[0];
  const attachment =
    latest ?? (home && homeActivity && { clubId: home.id, activityId: homeActivity.id });
  if (!attachment) return;
  const membership: MembershipRow = {
    id: nextId(db.memberships, 7001),
    profileId,
    seasonId: season.id,
    activityId: attachment.activityId,
    clubId: attachment.clubId,
    end: null,
    license: licence,
    subscriptions: [],
    ...(latest ? {} : { licenceOnly: true }),
  };
  db.memberships.push(membership);
}

/**
 * The département of a French postal code: its first two digits, but Corsica (20) splits into
 * 2A below 20200 and 2B from there, and the overseas ones (97, 98) take three digits.
 */
export function departmentOfPostalCode(postalCode: string): string | undefined {
  if (!/^\d{5}$/.test(postalCode)) return undefined;
  if (postalCode.startsWith('20')) return Number(postalCode) < 20200 ? '2A' : '2B';
  if (/^9[78]/.test(postalCode)) return postalCode.slice(0, 3);
  return postalCode.slice(0, 2);
}

/** The buyer's home club: the first of its département, else the federation's first club. */
function homeClubOf(db: MockDb, profileId: number): Readonly<ClubRow> | undefined {
  const profile = db.profiles.find((row) => row.id === profileId);
  const department = departmentOfPostalCode(profile?.postalCode ?? '');
  const clubs = [...db.clubs].sort((a, b) => a.id - b.id);
  return clubs.find((club) => club.departmentCode === department) ?? clubs[0];
}
