import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/**
 * The only door to localStorage: every value is validated on the way out and a corrupt one
 * (not JSON, wrong shape) is discarded, so a bad value never stops the portal.
 */
export function readStored<S extends $ZodType>(key: string, schema: S): output<S> | undefined {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed = safeParse(schema, JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through and discard
  }
  removeStored(key);
  return undefined;
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the portal keeps working without persistence
  }
}

export function removeStored(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // blocked storage: nothing to remove
  }
}

export const storageKeys = {
  account: 'account',
  darkMode: 'darkMode',
  inscriptionRedirect: 'inscriptionUrlParams',
  termsUseAccepted: 'termsUseAccepted',
  passClubId: 'passSelectedClubId',
  /** The PASS licence number each profile signed in with on this device (issue 32). */
  passLicences: 'passLicenceNumbers',
  /** The version of the PASS terms that termsUseAccepted was given for. */
  passTermsVersion: 'termsUseVersion',
  cart: 'cart',
  /** Sign-up wizard baskets in progress, per profile, so that a reload resumes them. */
  enrolmentBaskets: 'enrolmentBaskets',
} as const;
