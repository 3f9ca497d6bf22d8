import type { PersonalInfo } from '../../api/profile-payload';
import type { PersonalFormMode } from '../../rules/personal-info';

/** Who is being edited: the mode from the address, and whether the person exists and is licensed. */
export type PersonalFormContext = {
  mode: PersonalFormMode;
  /** The person has an id (edit and renewal); a new family member has none. */
  exists: boolean;
  hasMemberships: boolean;
  /** Values already on file, for the locks. */
  known: { gender: 'M' | 'F' | null; birthday: string | null };
};

/** The context of the person on file; a new member's form knows nothing of the current one. */
export function personalFormContextOf(
  mode: PersonalFormMode,
  person: PersonalInfo | null,
): PersonalFormContext {
  const known = mode !== 'new' && person !== null ? person : null;
  return {
    mode,
    exists: known !== null,
    hasMemberships: (known?.memberships.length ?? 0) > 0,
    known: { gender: known?.gender ?? null, birthday: known?.birthday ?? null },
  };
}

export type PersonalFormLocks = {
  firstname: boolean;
  lastname: boolean;
  gender: boolean;
  birthday: boolean;
};

/**
 * 'firstname and lastname … locked when editing a person with memberships'; 'gender … locked if
 * already set and memberships exist'. The birth date follows the gender (designed): the hint 'Ne
 * peut être mis à jour en cours de saison' covers the whole identity, and the licence's category
 * depends on the age, so a known birth date of a licensed person is locked too.
 */
export function personalFormLocks(context: PersonalFormContext): PersonalFormLocks {
  const editingLicensed = context.mode === 'edit' && context.hasMemberships;
  return {
    firstname: editingLicensed,
    lastname: editingLicensed,
    gender: context.known.gender !== null && context.hasMemberships && context.exists,
    birthday: context.known.birthday !== null && context.hasMemberships && context.exists,
  };
}

/** 'gender required when the person exists or in edit mode'. */
export function genderRequired(context: Pick<PersonalFormContext, 'mode' | 'exists'>): boolean {
  return context.exists || context.mode === 'edit';
}

/** The custom birth-date validator (a real day before today) applies to an existing person or a renewal. */
export function birthdayMustBePast(context: Pick<PersonalFormContext, 'mode' | 'exists'>): boolean {
  return context.exists || context.mode === 'renew';
}

/** 'Sauvegarder' is hidden in renewal mode (the renewal's own button saves and goes on). */
export function showsSaveButton(mode: PersonalFormMode): boolean {
  return mode !== 'renew';
}

/**
 * 'Ne peut être mis à jour en cours de saison' next to Identité, except when renewing, and only
 * when a field of the identity is locked: the spec shows it on a new member's empty form too,
 * where nothing is locked (docs/spec-deviations.md, rules corrected).
 */
export function showsIdentityHint(mode: PersonalFormMode, locks: PersonalFormLocks): boolean {
  return mode !== 'renew' && Object.values(locks).some(Boolean);
}

/** The optional secondary e-mail shows only for a person without an id. */
export function showsSecondEmail(context: Pick<PersonalFormContext, 'exists'>): boolean {
  return !context.exists;
}
