import { realmRoles } from '@/shared/auth/roles';
import { updateMockDb } from '../../db/mock-db';
import { errorMessages, errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { accountView, adminProfileView, noMailAddress } from './profile-view';
import { findStaffAccount, findStaffProfile, viewerOf } from './staff-queries';

/**
 * The identity-provider roles a staff member holds, derived from their main responsibility as
 * the spec's access rules read (docs/spec/administration.md 6): every account uses the membership
 * application; contributors and above share; above contributor administer users; club and
 * organisation admins open the treasury; federation-level staff the expense notes.
 */
function identityRolesOf(role: number | null): string[] {
  const roles: string[] = [realmRoles.adherons];
  if (role === null) return roles;
  if (role <= 8) roles.push(realmRoles.partageons);
  if (role < 8) roles.push(realmRoles.utilisateurs);
  if (role === 4 || role === 5) roles.push(realmRoles.tresoclub);
  if (role <= 2) roles.push(realmRoles.ndf);
  return roles;
}
export const adminMessages = {
  notAdmin: "Vous n'avez pas accès à l'administration des utilisateurs.",
  unknownAccount: 'Compte introuvable.',
} as const;

/** Accounts, profiles and linked profiles (docs/spec/administration.md 7.1, 7.2). */
export function accountHandlers(route: MockRouter, respond: Respond) {
  return [
    route.signedIn('GET', '/user-admin/:email/account', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const staff = findStaffAccount(db, decodeURIComponent(params.email ?? ''));
      if (!staff) return errorResponse(404, adminMessages.unknownAccount);
      return respond(accountView(staff));
    }),

    // GET /user-admin/roles and /user-admin/{email}/roles (docs/spec/administration.md 7.1, shapes
    // not shown): identity-provider role names.
    route.signedIn('GET', '/user-admin/roles', ({ db, account }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      return respond(Object.values(realmRoles));
    }),

    route.signedIn('GET', '/user-admin/:email/roles', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const email = decodeURIComponent(params.email ?? '');
      if (!findStaffAccount(db, email)) return errorResponse(404, adminMessages.unknownAccount);
      return respond(identityRolesOf(viewerOf(db, email).role));
    }),

    route.signedIn('GET', '/user-admin/:email/exists', ({ db, params }) =>
      respond({
        responseIsTrue: findStaffAccount(db, decodeURIComponent(params.email ?? '')) !== undefined,
      }),
    ),

    route.signedIn('GET', '/user/:id', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const found = findStaffProfile(db, numberParam(params, 'id'));
      if (!found) return errorResponse(404, errorMessages.profileNotFound);
      return respond(adminProfileView(db, found.account, found.profile));
    }),

    // Setting the holder of the account (docs/spec/members-area.md 7): { success: false } when it
    // already is.
    route.signedIn('PUT', '/profiles/:id/set-as-main', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const found = findStaffProfile(db, numberParam(params, 'id'));
      if (!found) return errorResponse(404, errorMessages.profileNotFound);
      const success = !found.profile.main;
      if (success) {
        updateMockDb(() => {
          for (const profile of found.account.profiles)
            profile.main = profile.id === found.profile.id;
        });
      }
      return respond({ success });
    }),

    // Dissociating: the profile leaves the account with a placeholder contact address; refused
    // ({ success: false }) for the holder or a profile with active memberships.
    route.signedIn('PUT', '/profiles/:id/dissociate', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const found = findStaffProfile(db, numberParam(params, 'id'));
      if (!found) return errorResponse(404, errorMessages.profileNotFound);
      const success = !found.profile.main && !found.profile.hasActiveMemberships;
      if (success) {
        updateMockDb((current) => {
          const email = noMailAddress(found.profile.id);
          found.account.profiles = found.account.profiles.filter(
            (profile) => profile.id !== found.profile.id,
          );
          current.staffAccounts.push({
            id: 100000 + found.profile.id,
            email,
            profiles: [{ ...found.profile, main: true }],
          });
        });
      }
      return respond({ success });
    }),
  ];
}
