import * as z from 'zod/mini';

/**
 * That a member has just checked and saved their identity and address in the renewal form
 * (docs/spec/members-area.md 2 and 4, renewal mode), so that the sign-up wizard the renewal opens
 * next shows them to confirm instead of asking them again (issue 34). Shared: the members area
 * writes it, the enrolment wizard reads it. sessionStorage: this tab, for the hour that follows.
 */
const checkedSchema = z.object({ profileId: z.number(), checkedAt: z.number() });
type DetailsChecked = z.infer<typeof checkedSchema>;

const key = 'detailsCheckedByRenewal';
/** A sign-up started later is a new visit: the wizard asks again. */
export const detailsCheckedLifetimeMs = 60 * 60 * 1000;

/** Pure: whether `entry` says that `profileId` checked their details a moment before `now`. */
export function isRecentlyChecked(
  entry: DetailsChecked | undefined,
  profileId: number,
  now: number,
): boolean {
  if (!entry || entry.profileId !== profileId) return false;
  const age = now - entry.checkedAt;
  return age >= 0 && age < detailsCheckedLifetimeMs;
}

export function markDetailsChecked(profileId: number, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ profileId, checkedAt: now }));
  } catch {
    // blocked storage: the wizard asks again, as before
  }
}

export function detailsCheckedRecently(profileId: number, now = Date.now()): boolean {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return false;
    const parsed = z.safeParse(checkedSchema, JSON.parse(raw));
    return parsed.success && isRecentlyChecked(parsed.data, profileId, now);
  } catch {
    return false;
  }
}
