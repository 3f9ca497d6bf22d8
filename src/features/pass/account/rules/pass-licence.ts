import type { Membership } from '@/shared/session/schemas';

/**
 * Login to PASS is by licence number (docs/spec/members-area.md 1): the number of the profile's licences,
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

/** Licence numbers compared as printed: case, spaces and dashes aside. */
export function sameLicenceNumber(a: string, b: string): boolean {
  const plain = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();
  return plain(a) === plain(b);
}

export const licenceMismatchMessage =
  'Ce numéro de licence ne correspond pas à celui de votre profil.';

/**
 * The number PASS signs in with: the profile's when it gives one (designed), else the one this
 * device remembers for the profile, else none and the member types it (issue 32).
 */
export function passLicenceToUse(
  profileNumber: string | null,
  remembered: string | undefined,
): { licence: string; typed: boolean } | null {
  if (profileNumber) return { licence: profileNumber, typed: false };
  return remembered ? { licence: remembered, typed: true } : null;
}

/** A typed number is refused when the profile gives a number and the typed one differs. */
export function typedLicenceError(typed: string, profileNumber: string | null): string | null {
  return profileNumber && !sameLicenceNumber(typed, profileNumber) ? licenceMismatchMessage : null;
}
