import { activityEndDate, adminServices, regionIdOfClub } from '../../db/admin/reference';
import type { StaffResponsibilityRow } from '../../db/admin/types';
import { activitiesOfClub } from '../../db/catalogue';
import { updateMockDb } from '../../db/mock-db';
import type { MockDb } from '../../db/types';
import { errorMessages, errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { adminMessages } from './account-handlers';
import {
  createResponsibilityBody,
  responsibilityFormBody,
  type ResponsibilityFormBody,
} from './admin-bodies';
import { findStaffProfile, responsibilitiesOfProfile, viewerOf } from './staff-queries';

const invalidBody = 'Le formulaire de responsabilité est incomplet.';
const categoryAdmin = 7;

/** Levels the portal grants (super admin to contributor). */
const grantable = [1, 2, 3, 4, 5, 6, 7, 8];

export function rolesConfigView(db: MockDb, viewerRole: number | null) {
  const functionsOf = (predicate: (row: MockDb['adminFunctions'][number]) => boolean) =>
    db.adminFunctions.filter(predicate).map(({ id, title }) => ({ id, title }));
  return {
    roles: db.roles
      .filter((role) => grantable.includes(role.id))
      .map((role) => ({
        id: role.id,
        description: role.description,
        // One cannot grant above one's own level; category admin is not available yet.
        enabled: viewerRole !== null && role.id >= viewerRole && role.id !== categoryAdmin,
        functions: functionsOf((row) => row.roleIds.includes(role.id)),
      })),
    services: adminServices.map((service) => ({
      id: service.id,
      title: service.title,
      functions: functionsOf((row) => row.serviceIds.includes(service.id)),
    })),
  };
}

/** A responsibility row's fields as a form sends them (the invitation's first one too). */
export function rowOfForm(
  form: ResponsibilityFormBody,
): Omit<StaffResponsibilityRow, 'id' | 'profileId' | 'main'> {
  return {
    roleId: form.role,
    functionId: form.functionId,
    serviceId: form.serviceId,
    regionId: form.regionId,
    organizationId: form.organizationId,
    clubId: form.clubId,
    activityId: form.activityId,
    validatorExpenseReportsId: form.validatorExpenseReportsId,
  };
}

/** The profile's role follows its main responsibility (the highest level held). */
function refreshProfileRole(db: MockDb, profileId: number): void {
  const found = findStaffProfile(db, profileId);
  if (!found) return;
  const rows = responsibilitiesOfProfile(db, profileId);
  if (rows.length > 0 && !rows.some((row) => row.main)) {
    const highest = [...rows].sort((a, b) => a.roleId - b.roleId)[0];
    if (highest) highest.main = true;
  }
  const main = rows.find((row) => row.main);
  found.profile.roleId = main?.roleId ?? (found.profile.roleId === null ? null : 9);
}

export function responsibilityHandlers(route: MockRouter, respond: Respond) {
  return [
    route.signedIn('GET', '/user-admin/roles-config', ({ db, account }) =>
      respond(rolesConfigView(db, viewerOf(db, account.email).role)),
    ),

    route.signedIn('GET', '/user-admin/region/:regionId/clubs', ({ db, params }) => {
      const regionId = numberParam(params, 'regionId');
      const clubs = db.clubs
        .filter((club) => regionIdOfClub(club) === regionId)
        .map((club) => ({ id: club.id, title: club.title }))
        .sort((a, b) => a.title.localeCompare(b.title, 'fr'));
      return respond(clubs);
    }),

    route.signedIn(
      'GET',
      '/user-admin/region/:regionId/clubs/:clubId/activities',
      ({ db, params }) => {
        const activities = activitiesOfClub(db, numberParam(params, 'clubId')).map((activity) => ({
          id: activity.id,
          title: activity.title,
          type: activity.type,
          endDate: activityEndDate(activity),
        }));
        return respond(activities);
      },
    ),

    route.signedIn('POST', '/user-admin/reponsability', async ({ db, account, request }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const body = createResponsibilityBody.safeParse(await request.json().catch(() => null));
      if (!body.success) return errorResponse(400, invalidBody);
      const { profileId, responsabilityFormDto: form } = body.data;
      if (!findStaffProfile(db, profileId))
        return errorResponse(404, errorMessages.profileNotFound);
      const created = updateMockDb((current) => {
        const id = Math.max(0, ...current.staffResponsibilities.map((row) => row.id)) + 1;
        const held = responsibilitiesOfProfile(current, profileId);
        const row: StaffResponsibilityRow = {
          id,
          profileId,
          main: held.length === 0 || held.every((other) => other.roleId > form.role),
          ...rowOfForm(form),
        };
        if (row.main) held.forEach((other) => (other.main = false));
        current.staffResponsibilities.push(row);
        refreshProfileRole(current, profileId);
        return row;
      });
      return respond({ id: created.id, success: true }, { status: 201 });
    }),

    route.signedIn(
      'PUT',
      '/user-admin/reponsability/:id',
      async ({ db, account, params, request }) => {
        if (viewerOf(db, account.email).role === null)
          return errorResponse(403, adminMessages.notAdmin);
        const form = responsibilityFormBody.safeParse(await request.json().catch(() => null));
        if (!form.success) return errorResponse(400, invalidBody);
        const id = numberParam(params, 'id');
        const row = db.staffResponsibilities.find((item) => item.id === id);
        if (!row) return errorResponse(404, 'Responsabilité introuvable.');
        updateMockDb((current) => {
          Object.assign(row, rowOfForm(form.data));
          refreshProfileRole(current, row.profileId);
        });
        return respond({ id, success: true });
      },
    ),

    route.signedIn('DELETE', '/user-admin/reponsability/:id', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const id = numberParam(params, 'id');
      const row = db.staffResponsibilities.find((item) => item.id === id);
      if (!row) return errorResponse(404, 'Responsabilité introuvable.');
      updateMockDb((current) => {
        current.staffResponsibilities = current.staffResponsibilities.filter(
          (item) => item.id !== id,
        );
        refreshProfileRole(current, row.profileId);
      });
      return respond({ id, success: true });
    }),
  ];
}
