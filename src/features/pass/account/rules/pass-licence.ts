import type { Membership } from '@/shared/session/schemas';

/**
 * Login to PASS is by licence number (members-area.md 1): the number of the profile's licences,
 * current season first. null: the profile holds no numbered licence and cannot use PASS.
 */
export function passLicenceNumber(
  memberships: readonly Membership[],
  oldMemberships: readonly Membership[] = [],
): string | null {
  for (const membership of [...memberships, ...oldMemberships]) {
    const number = membership.license?.number?.trim();
    if (number) return number;
  }
  return null;
}
