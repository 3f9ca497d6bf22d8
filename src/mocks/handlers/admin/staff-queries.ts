import {
  adminOrganizations,
  adminRegions,
  organizationIdOfClub,
  regionIdOfClub,
} from '../../db/admin/reference';
import type {
  StaffAccountRow,
  StaffProfileRow,
  StaffResponsibilityRow,
} from '../../db/admin/types';
import { findClub } from '../../db/catalogue';
import type { ClubRow, MockDb } from '../../db/types';

/** Lower-cased, without accents: how the search compares names and addresses. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function findStaffAccount(db: MockDb, email: string): StaffAccountRow | undefined {
  const wanted = folded(email.trim());
  return db.staffAccounts.find((account) => folded(account.email) === wanted);
}

export function findStaffProfile(
  db: MockDb,
  profileId: number,
): { account: StaffAccountRow; profile: StaffProfileRow } | undefined {
  for (const account of db.staffAccounts) {
    const profile = account.profiles.find((item) => item.id === profileId);
    if (profile) return { account, profile };
  }
  return undefined;
}

export const mainProfileOf = (account: StaffAccountRow): StaffProfileRow | undefined =>
  account.profiles.find((profile) => profile.main) ?? account.profiles[0];

export function responsibilitiesOfProfile(db: MockDb, profileId: number): StaffResponsibilityRow[] {
  return db.staffResponsibilities.filter((row) => row.profileId === profileId);
}

export function responsibilitiesOfAccount(
  db: MockDb,
  account: StaffAccountRow,
): StaffResponsibilityRow[] {
  const ids = new Set(account.profiles.map((profile) => profile.id));
  return db.staffResponsibilities.filter((row) => ids.has(row.profileId));
}

/** The main responsibility of a profile: the one flagged main, else the highest level. */
export function mainResponsibilityOf(
  rows: readonly StaffResponsibilityRow[],
): StaffResponsibilityRow | undefined {
  return rows.find((row) => row.main) ?? [...rows].sort((a, b) => a.roleId - b.roleId)[0];
}

/** The viewer as the user-admin back-end sees them: role and responsibilities. */
export type Viewer = { role: number | null; responsibilities: StaffResponsibilityRow[] };

export function viewerOf(db: MockDb, email: string): Viewer {
  const account = findStaffAccount(db, email);
  const profile = account && mainProfileOf(account);
  if (!profile) return { role: null, responsibilities: [] };
  const rows = responsibilitiesOfProfile(db, profile.id);
  return { role: mainResponsibilityOf(rows)?.roleId ?? profile.roleId, responsibilities: rows };
}

/** Every club within the viewer's reach (docs/spec/administration.md 6, list filters). */
export function clubsInReach(db: MockDb, viewer: Viewer): readonly Readonly<ClubRow>[] {
  switch (viewer.role) {
    case 1:
    case 2:
      return db.clubs;
    case 3: {
      const regions = new Set(viewer.responsibilities.map((row) => scopeOf(db, row).regionId));
      return db.clubs.filter((club) => regions.has(regionIdOfClub(club)));
    }
    case 4: {
      const organizations = new Set(
        viewer.responsibilities.map((row) => scopeOf(db, row).organizationId),
      );
      return db.clubs.filter((club) => organizations.has(organizationIdOfClub(club)));
    }
    case 5:
    case 6:
    case 7: {
      const clubs = new Set(viewer.responsibilities.map((row) => row.clubId ?? null));
      return db.clubs.filter((club) => clubs.has(club.id));
    }
    default:
      return [];
  }
}

export function privilegesView(db: MockDb, viewer: Viewer) {
  const clubs = clubsInReach(db, viewer);
  const everything = viewer.role === 1 || viewer.role === 2;
  const regionIds = new Set<number>(clubs.map(regionIdOfClub));
  const organizationIds = new Set<number | null>(clubs.map(organizationIdOfClub));
  if (viewer.role === 3) {
    viewer.responsibilities.forEach((row) => regionIds.add(scopeOf(db, row).regionId ?? 0));
  }
  if (viewer.role === 4) {
    viewer.responsibilities.forEach((row) => organizationIds.add(scopeOf(db, row).organizationId));
  }
  return {
    role: viewer.role,
    clubs: clubs.map((club) => ({
      id: club.id,
      title: club.title,
      regionId: regionIdOfClub(club),
      organizationId: organizationIdOfClub(club),
    })),
    regions: adminRegions.filter((region) => everything || regionIds.has(region.id)),
    organizations: adminOrganizations.filter(
      (organization) => everything || organizationIds.has(organization.id),
    ),
  };
}

/** Where one responsibility applies: its own region/organisation/club, or its club's. */
export function scopeOf(
  db: MockDb,
  row: StaffResponsibilityRow,
): { clubId: number | null; regionId: number | null; organizationId: number | null } {
  const clubId = row.clubId ?? null;
  const club = clubId === null ? undefined : findClub(db, clubId);
  return {
    clubId,
    regionId: row.regionId ?? (club ? regionIdOfClub(club) : null),
    organizationId: row.organizationId ?? (club ? organizationIdOfClub(club) : null),
  };
}
