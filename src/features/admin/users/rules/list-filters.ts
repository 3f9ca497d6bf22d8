import { roleIds } from '@/shared/session/rules/role-ids';
import { sortByFrench } from '@/shared/lib/french-order';

export type PrivilegeClub = {
  id: number;
  title: string;
  regionId: number | null;
  organizationId: number | null;
};
export type Ref = { id: number; title: string };
export type Privileges = {
  role: number | null;
  clubs: readonly PrivilegeClub[];
  regions: readonly Ref[];
  organizations: readonly Ref[];
};

/** 0 stands for 'all' (and is left out of the request, docs/spec/administration.md 7.1). */
export type ListFilters = { organization: number; region: number; club: number };

export type FilterChoice = {
  options: readonly Ref[];
  /**
   * The 'all' option exists only when there is more than one choice (docs/spec/administration.md
   * 2.1).
   */
  allowAll: boolean;
  value: number;
};

export type FilterChoices = {
  organization: FilterChoice;
  region: FilterChoice;
  club: FilterChoice;
};

/** A value that is not among the options falls back to 'all', or to the only option. */
function choice(options: readonly Ref[], wanted: number): FilterChoice {
  const sorted = sortByFrench(options, (option) => option.title);
  const allowAll = sorted.length > 1;
  const known = sorted.some((option) => option.id === wanted);
  const value = known ? wanted : allowAll ? 0 : (sorted[0]?.id ?? 0);
  return { options: sorted, allowAll, value };
}

/**
 * The three filters limited to the viewer's privileges: regions narrow to those holding clubs
 * of the chosen organisation, clubs to the chosen organisation and region. Club and section
 * admins with one club have it forced (docs/spec/administration.md 6).
 */
export function filterChoices(privileges: Privileges, wanted: ListFilters): FilterChoices {
  const organization = choice(privileges.organizations, wanted.organization);
  const inOrganization = (club: PrivilegeClub) =>
    organization.value === 0 || club.organizationId === organization.value;
  const regionIds = new Set(privileges.clubs.filter(inOrganization).map((club) => club.regionId));
  const regionOptions =
    organization.value === 0
      ? privileges.regions
      : privileges.regions.filter((region) => regionIds.has(region.id));
  const region = choice(regionOptions, wanted.region);
  const clubs = privileges.clubs.filter(
    (club) => inOrganization(club) && (region.value === 0 || club.regionId === region.value),
  );
  const club = choice(clubs, wanted.club);
  const forcedClub = defaultClub(privileges);
  if (forcedClub !== undefined)
    return { organization, region, club: { ...club, value: forcedClub } };
  return { organization, region, club };
}

/** The club forced for club and section admins who have exactly one. */
export function defaultClub(privileges: Privileges): number | undefined {
  const local = privileges.role === roleIds.clubAdmin || privileges.role === roleIds.sectionAdmin;
  const only = privileges.clubs.length === 1 ? privileges.clubs[0] : undefined;
  return local && only ? only.id : undefined;
}
