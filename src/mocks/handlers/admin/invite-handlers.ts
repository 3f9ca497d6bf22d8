import { z } from 'zod';
import type { StaffAccountRow } from '../../db/admin/types';
import { updateMockDb } from '../../db/mock-db';
import { errorResponse, type Respond } from '../respond';
import type { MockRouter } from '../router';
import { adminMessages } from './account-handlers';
import { invitationBody } from './admin-bodies';
import { rowOfForm } from './responsibility-handlers';
import { findStaffAccount, viewerOf } from './staff-queries';

export const inviteMessages = {
  invalid: "L'invitation est incomplète.",
  exists: 'Ce compte existe déjà.',
  aboveViewer: 'Vous ne pouvez pas attribuer un niveau de droit supérieur au vôtre.',
} as const;

const postierPattern = /^[A-Za-z]{3}[0-9]{3}$/;
const emailFormat = z.email();

/**
 * POST /user-admin/invite (docs/spec/administration.md 7.1, 4.3): the account is created with one
 * profile (the holder) and the responsibility of the form as its main one, so that it exists, is
 * listed and opens at once. 409 when the address already has an account; 400 for an incomplete body
 * (missing names, a malformed address or postier identifier); 403 above the viewer's own level.
 */
export function inviteHandlers(route: MockRouter, respond: Respond) {
  return [
    route.signedIn('POST', '/user-admin/invite', async ({ db, account, request }) => {
      const viewer = viewerOf(db, account.email);
      if (viewer.role === null) return errorResponse(403, adminMessages.notAdmin);
      const parsed = invitationBody.safeParse(await request.json().catch(() => null));
      if (!parsed.success) return errorResponse(400, inviteMessages.invalid);
      const body = parsed.data;
      const email = body.email.trim().toLowerCase();
      const identifier = body.identifiantPostier ?? '';
      if (
        !emailFormat.safeParse(email).success ||
        !body.firstname.trim() ||
        !body.lastname.trim() ||
        (body.postier && !postierPattern.test(identifier))
      ) {
        return errorResponse(400, inviteMessages.invalid);
      }
      if (findStaffAccount(db, email)) return errorResponse(409, inviteMessages.exists);
      const form = body.responsabilityFormDto;
      if (form.role < viewer.role) return errorResponse(403, inviteMessages.aboveViewer);

      const profileId = updateMockDb((current) => {
        const staffProfileIds = current.staffAccounts.flatMap((row) =>
          row.profiles.map((profile) => profile.id),
        );
        const id = Math.max(0, ...staffProfileIds, ...current.profiles.map((p) => p.id)) + 1;
        const created: StaffAccountRow = {
          id: Math.max(0, ...current.staffAccounts.map((row) => row.id)) + 1,
          email,
          profiles: [
            {
              id,
              firstname: body.firstname.trim(),
              lastname: body.lastname.trim(),
              main: true,
              hasActiveMemberships: false,
              roleId: form.role,
              ...(body.postier ? { identifiantPostier: identifier.toUpperCase() } : {}),
              ...(body.volunteer ? { volunteer: true } : {}),
            },
          ],
        };
        current.staffAccounts.push(created);
        current.staffResponsibilities.push({
          id: Math.max(0, ...current.staffResponsibilities.map((row) => row.id)) + 1,
          profileId: id,
          main: true,
          ...rowOfForm(form),
        });
        return id;
      });
      return respond({ success: true, profileId }, { status: 201 });
    }),
  ];
}
