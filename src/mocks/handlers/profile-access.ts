import { findProfile } from '../db/queries';
import type { ProfileRow } from '../db/types';
import { errorMessages, errorResponse } from './respond';
import type { SignedInContext } from './router';

/** A profile-scoped call is allowed only on the caller's own account's profiles. */
export function ownProfile(
  context: SignedInContext,
  profileId: number,
): { profile: ProfileRow } | { denied: Response } {
  const profile = findProfile(context.db, profileId);
  if (!profile) return { denied: errorResponse(404, errorMessages.profileNotFound) };
  if (profile.accountId !== context.account.id) {
    return { denied: errorResponse(403, errorMessages.forbidden) };
  }
  return { profile };
}
