import { adminOrganizations, adminRegions, adminServices } from '../../db/admin/reference';
import type {
  StaffAccountRow,
  StaffProfileRow,
  StaffResponsibilityRow,
} from '../../db/admin/types';
import { findActivity, findClub } from '../../db/catalogue';
import type { MockDb } from '../../db/types';
import { mainResponsibilityOf, responsibilitiesOfProfile, scopeOf } from './staff-queries';

/** The placeholder contact address a dissociated profile gets (docs/spec/administration.md 9). */
export const noMailAddress = (profileId: number) => `sans-email-${profileId}@nomail.exemple.fr`;

const refOf = <T extends { id: number; title: string }>(rows: readonly T[], id: number | null) => {
  const row = id === null ? undefined : rows.find((item) => item.id === id);
  return row ? { id: row.id, title: row.title } : null;
};

export function responsibilityView(db: MockDb, row: StaffResponsibilityRow) {
  const scope = scopeOf(db, row);
  const role = db.roles.find((item) => item.id === row.roleId);
  const club = scope.clubId === null ? undefined : findClub(db, scope.clubId);
  const activity = row.activityId == null ? undefined : findActivity(db, row.activityId);
  const service = refOf(adminServices, row.serviceId ?? null);
  return {
    id: row.id,
    role: { id: row.roleId, description: role?.description ?? '' },
    function: refOf(db.adminFunctions, row.functionId ?? null),
    serviceFederation: service,
    region: refOf(adminRegions, scope.regionId),
    organization: refOf(adminOrganizations, scope.organizationId),
    club: club ? { id: club.id, title: club.title } : null,
    activity: activity ? { id: activity.id, title: activity.title } : null,
    validatorExpenseReportsId: row.validatorExpenseReportsId ?? null,
  };
}

export function adminProfileView(db: MockDb, account: StaffAccountRow, profile: StaffProfileRow) {
  const rows = responsibilitiesOfProfile(db, profile.id).sort(
    (a, b) => a.roleId - b.roleId || a.id - b.id,
  );
  const main = mainResponsibilityOf(rows);
  const role =
    profile.roleId === null ? undefined : db.roles.find((item) => item.id === profile.roleId);
  return {
    id: profile.id,
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email ?? account.email,
    role: role ? { id: role.id, description: role.description } : null,
    responsabilities: rows.map((row) => responsibilityView(db, row)),
    mainResponsability: main ? responsibilityView(db, main) : null,
    photo: profile.pictureUrl ?? null,
  };
}

export function accountView(account: StaffAccountRow) {
  return {
    email: account.email,
    profiles: [...account.profiles]
      .sort((a, b) => Number(b.main) - Number(a.main) || a.id - b.id)
      .map((profile) => ({
        id: profile.id,
        firstName: profile.firstname,
        lastName: profile.lastname,
        pictureUrl: profile.pictureUrl ?? null,
        main: profile.main,
        hasActiveMemberships: profile.hasActiveMemberships,
      })),
  };
}
