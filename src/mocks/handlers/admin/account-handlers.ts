import { z } from 'zod';
import { accountSchema } from '@/features/admin/api/get-account';
import { adminProfileSchema } from '@/features/admin/api/get-admin-profile';
import { successSchema } from '@/features/admin/api/admin-schemas';
import { updateMockDb } from '../../db/mock-db';
import { errorMessages, errorResponse, type Respond } from '../respond';
import { numberParam, type createRouter } from '../router';
import { accountView, adminProfileView, noMailAddress } from './profile-view';
import { findStaffAccount, findStaffProfile, viewerOf } from './staff-queries';

type Router = ReturnType<typeof createRouter>;

const existsSchema = z.object({ responseIsTrue: z.boolean() });
export const adminMessages = {
  notAdmin: "Vous n'avez pas accès à l'administration des utilisateurs.",
  unknownAccount: 'Compte introuvable.',
} as const;

/** Accounts, profiles and linked profiles (administration.md 7.1, 7.2). */
export function accountHandlers(route: Router, respond: Respond) {
  return [
    route.signedIn('GET', '/user-admin/:email/account', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const staff = findStaffAccount(db, decodeURIComponent(params.email ?? ''));
      if (!staff) return errorResponse(404, adminMessages.unknownAccount);
      return respond(accountSchema, accountView(staff), { schemaName: 'accountSchema' });
    }),

    route.signedIn('GET', '/user-admin/:email/exists', ({ db, params }) =>
      respond(
        existsSchema,
        {
          responseIsTrue:
            findStaffAccount(db, decodeURIComponent(params.email ?? '')) !== undefined,
        },
        { schemaName: 'existsSchema' },
      ),
    ),

    route.signedIn('GET', '/user/:id', ({ db, account, params }) => {
      if (viewerOf(db, account.email).role === null)
        return errorResponse(403, adminMessages.notAdmin);
      const found = findStaffProfile(db, numberParam(params, 'id'));
      if (!found) return errorResponse(404, errorMessages.profileNotFound);
      return respond(adminProfileSchema, adminProfileView(db, found.account, found.profile), {
        schemaName: 'adminProfileSchema',
      });
    }),

    // Setting the holder of the account (members-area.md 7): { success: false } when it already is.
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
      return respond(successSchema, { success }, { schemaName: 'successSchema' });
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
      return respond(successSchema, { success }, { schemaName: 'successSchema' });
    }),
  ];
}
