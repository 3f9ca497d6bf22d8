import { z } from 'zod';
import { adminServices } from '../../db/admin/reference';
import { updateMockDb } from '../../db/mock-db';
import type { MockDb } from '../../db/types';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { functionFormBody, type FunctionFormBody as FunctionForm } from './admin-bodies';
import { viewerOf } from './staff-queries';

export const functionMessages = {
  superAdminOnly: 'Seul le super administrateur gère les fonctions.',
  invalid: 'La fonction est incomplète.',
  unknown: 'Fonction introuvable.',
} as const;

const federationAdmin = 2;
const idList = (text: string | null) =>
  (text ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** The same checks as the dialog: a title, levels, federation admin alone and with services. */
function checkedForm(db: MockDb, form: FunctionForm): FunctionForm | null {
  const roles = new Set(form.roleIds);
  const federation = roles.has(federationAdmin);
  const services = federation ? [...new Set(form.serviceIds)] : [];
  if (!form.title.trim() || roles.size === 0) return null;
  if (federation && (roles.size > 1 || services.length === 0)) return null;
  if (![...roles].every((id) => db.roles.some((role) => role.id === id))) return null;
  if (!services.every((id) => adminServices.some((service) => service.id === id))) return null;
  return { title: form.title.trim(), roleIds: [...roles], serviceIds: services };
}

/** Profiles that hold the function in at least one responsibility. */
export function functionUsers(db: MockDb, functionId: number): number {
  return new Set(
    db.staffResponsibilities.filter((row) => row.functionId === functionId).map((r) => r.profileId),
  ).size;
}

/**
 * The functions catalogue (docs/spec/administration.md 7.1, /function/*): the super admin's only.
 */
export function functionHandlers(route: MockRouter, respond: Respond) {
  return [
    route.signedIn('POST', '/function/add', async ({ db, account, url, request }) => {
      if (viewerOf(db, account.email).role !== 1)
        return errorResponse(403, functionMessages.superAdminOnly);
      const body = z
        .object({ title: z.string() })
        .safeParse(await request.json().catch(() => null));
      if (!body.success) return errorResponse(400, functionMessages.invalid);
      const form = checkedForm(db, {
        title: body.data.title,
        roleIds: idList(url.searchParams.get('roleId')),
        serviceIds: idList(url.searchParams.get('serviceId')),
      });
      if (!form) return errorResponse(400, functionMessages.invalid);
      const id = updateMockDb((current) => {
        const next = Math.max(0, ...current.adminFunctions.map((row) => row.id)) + 1;
        current.adminFunctions.push({ id: next, ...form });
        return next;
      });
      return respond({ id, success: true }, { status: 201 });
    }),

    route.signedIn('PUT', '/function/update/:id', async ({ db, account, params, request }) => {
      if (viewerOf(db, account.email).role !== 1)
        return errorResponse(403, functionMessages.superAdminOnly);
      const body = functionFormBody.safeParse(await request.json().catch(() => null));
      const form = body.success ? checkedForm(db, body.data) : null;
      if (!form) return errorResponse(400, functionMessages.invalid);
      const id = numberParam(params, 'id');
      if (!db.adminFunctions.some((row) => row.id === id))
        return errorResponse(404, functionMessages.unknown);
      updateMockDb((current) => {
        const row = current.adminFunctions.find((item) => item.id === id);
        if (row) Object.assign(row, form);
      });
      return respond({ id, success: true });
    }),

    route.signedIn('GET', '/function/count-users/:id', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role !== 1)
        return errorResponse(403, functionMessages.superAdminOnly);
      const id = numberParam(params, 'id');
      if (!db.adminFunctions.some((row) => row.id === id))
        return errorResponse(404, functionMessages.unknown);
      return respond(functionUsers(db, id));
    }),
  ];
}
