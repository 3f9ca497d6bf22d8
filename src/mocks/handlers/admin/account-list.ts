import type { StaffAccountRow, StaffResponsibilityRow } from '../../db/admin/types';
import type { MockDb } from '../../db/types';
import {
  clubsInReach,
  folded,
  mainProfileOf,
  mainResponsibilityOf,
  responsibilitiesOfProfile,
  scopeOf,
  type Viewer,
} from './staff-queries';

export type ListFilter = {
  organization: number;
  region: number;
  club: number;
  name: string;
};

/** Holder's name and main function, as the list and the search show an account. */
export function accountRowView(db: MockDb, account: StaffAccountRow) {
  const holder = mainProfileOf(account);
  const main = holder && mainResponsibilityOf(responsibilitiesOfProfile(db, holder.id));
  const fn =
    main?.functionId == null
      ? undefined
      : db.adminFunctions.find((row) => row.id === main.functionId);
  const role = main ? db.roles.find((row) => row.id === main.roleId) : undefined;
  return {
    email: account.email,
    profiles: account.profiles.map((profile) => ({
      id: profile.id,
      firstName: profile.firstname,
      lastName: profile.lastname,
      main: profile === holder,
    })),
    mainFunction: fn?.title ?? role?.description ?? null,
  };
}

const holderName = (account: StaffAccountRow) => {
  const holder = mainProfileOf(account);
  return `${holder?.lastname ?? ''} ${holder?.firstname ?? ''} ${account.email}`;
};

// One collator for every comparison: localeCompare with a locale and options builds one per call,
// which made sorting the 405 accounts a long main-thread task (the mock runs in the page).
const collator = new Intl.Collator('fr', { sensitivity: 'base' });

/** Accounts by holder's name: each key computed once, not at every comparison. */
function sortedByHolder(accounts: readonly StaffAccountRow[]): StaffAccountRow[] {
  return accounts
    .map((account) => ({ account, key: holderName(account) }))
    .sort((a, b) => collator.compare(a.key, b.key))
    .map(({ account }) => account);
}

/** Responsibilities by profile, built once per request instead of a scan per account. */
function responsibilitiesByProfile(db: MockDb): Map<number, StaffResponsibilityRow[]> {
  const byProfile = new Map<number, StaffResponsibilityRow[]>();
  for (const row of db.staffResponsibilities) {
    const rows = byProfile.get(row.profileId);
    if (rows) rows.push(row);
    else byProfile.set(row.profileId, [row]);
  }
  return byProfile;
}

/**
 * The administrators within the viewer's reach that match the filters: an account matches when
 * one of its responsibilities applies to the chosen organisation, region and club.
 */
export function filteredAccounts(
  db: MockDb,
  viewer: Viewer,
  filter: ListFilter,
): StaffAccountRow[] {
  const everything = viewer.role === 1 || viewer.role === 2;
  const reach = new Set(clubsInReach(db, viewer).map((club) => club.id));
  const reachRegions = new Set(
    viewer.role === 3 ? viewer.responsibilities.map((row) => scopeOf(db, row).regionId) : [],
  );
  const reachOrganizations = new Set(
    viewer.role === 4 ? viewer.responsibilities.map((row) => scopeOf(db, row).organizationId) : [],
  );
  const needle = folded(filter.name.trim());
  const byProfile = responsibilitiesByProfile(db);
  const matching = db.staffAccounts.filter((account) => {
    const rows = account.profiles.flatMap((profile) => byProfile.get(profile.id) ?? []);
    if (rows.length === 0) return false;
    const scopes = rows.map((row) => scopeOf(db, row));
    const inReach =
      everything ||
      scopes.some(
        (scope) =>
          (scope.clubId !== null && reach.has(scope.clubId)) ||
          (scope.clubId === null && scope.regionId !== null && reachRegions.has(scope.regionId)) ||
          (scope.clubId === null &&
            scope.organizationId !== null &&
            reachOrganizations.has(scope.organizationId)),
      );
    if (!inReach) return false;
    const matches = scopes.some(
      (scope) =>
        (!filter.organization || scope.organizationId === filter.organization) &&
        (!filter.region || scope.regionId === filter.region) &&
        (!filter.club || scope.clubId === filter.club),
    );
    if (!matches) return false;
    if (!needle) return true;
    return account.profiles.some((profile) =>
      folded(`${profile.firstname} ${profile.lastname} ${account.email}`).includes(needle),
    );
  });
  return sortedByHolder(matching);
}

/** Accounts whose holder or a profile matches the needle (names or address), any reach. */
export function accountsByNeedle(db: MockDb, needle: string): StaffAccountRow[] {
  const words = folded(needle.trim()).split(/\s+/).filter(Boolean);
  return sortedByHolder(
    db.staffAccounts.filter((account) =>
      account.profiles.some((profile) => {
        const text = folded(`${profile.firstname} ${profile.lastname} ${account.email}`);
        return words.every((word) => text.includes(word));
      }),
    ),
  );
}
