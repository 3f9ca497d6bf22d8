import { z } from 'zod';
import {
  birthDateProblem,
  frenchDateToIso,
  parseFrenchDate,
  toFrenchDate,
} from '@/shared/lib/french-date';
import { maskPhone, phoneDigits } from '@/shared/lib/phone-mask';
import { parseServerDate } from '@/shared/lib/dates';
import { capitalizeName } from '@/shared/lib/text';
import type { PersonalFormMode } from '../../rules/personal-info';
import { isMobilePhoneAsked } from './mobile-phone';
import type { PersonalInfo, ProfilePayload } from '../../api/profile-payload';

/** members-area.md 5 and 9: the limits of the personal form. */
export const personalLimits = {
  postalCode: 5,
  phone: 14,
  profession: 20,
  secondEmail: 20,
} as const;

export const personalMessages = {
  required: 'Ce champ est requis',
  email: 'Format email invalide',
  postalCode: 'Le code postal doit contenir 5 chiffres',
  phone: 'Numéro invalide : chiffres et points, au format 06.12.34.56.78',
  profession: `${personalLimits.profession} caractères au maximum`,
  gender: 'Choisissez un sexe',
  birthdayFormat: 'Date invalide : utilisez le format jj/mm/aaaa, par exemple 20/12/1980',
} as const;

/** Who is being edited: the mode from the address, and whether the person exists and is licensed. */
export type PersonalFormContext = {
  mode: PersonalFormMode;
  /** The person has an id (edit and renewal); a new family member has none. */
  exists: boolean;
  hasMemberships: boolean;
  /** Values already on file, for the locks. */
  known: { gender: 'M' | 'F' | null; birthday: string | null };
};

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

/** 'start and end with a digit, digits and dots between'. */
export const phonePattern = /^\d[\d.]*\d$/;

/**
 * The pattern, the 14-character limit, and the mask 00.00.00.00.00 filled: a mask validates only
 * when complete (ten digits), as the masked inputs of the original portal do.
 */
export function isCompleteMaskedPhone(value: string): boolean {
  return (
    phonePattern.test(value) &&
    value.length <= personalLimits.phone &&
    value.replace(/\D/g, '').length === 10
  );
}

const emailFormat = z.email();

export type PersonalFormInput = {
  firstname: string;
  lastname: string;
  gender: '' | 'M' | 'F';
  birthday: string;
  secondEmail: string;
  address: string;
  addressContinued: string;
  postalCode: string;
  city: string;
  mobilePhone: string;
  phone: string;
  profession: string;
  functionPublic: boolean;
  agreementDiffusionImage: boolean;
  agreementInfoFederation: boolean;
  agreementInfoClub: boolean;
  agreementInfoRegion: boolean;
  agreementInfoPartner: boolean;
};

const requiredText = () => z.string().trim().min(1, personalMessages.required);

function phoneRule(required: boolean) {
  return z.string().superRefine((value, context) => {
    if (!value.trim()) {
      if (required) context.addIssue({ code: 'custom', message: personalMessages.required });
    } else if (!isCompleteMaskedPhone(value)) {
      context.addIssue({ code: 'custom', message: personalMessages.phone });
    }
  });
}

/** Every validator of members-area.md section 5 'Personal information form', by context. */
export function personalFormSchema(
  context: PersonalFormContext,
  today: () => Date = () => new Date(),
) {
  const needsGender = genderRequired(context);
  const pastOnly = birthdayMustBePast(context);
  return z
    .object({
      firstname: requiredText(),
      lastname: requiredText(),
      gender: z.enum(['', 'M', 'F']).superRefine((value, issue) => {
        if (needsGender && value === '') {
          issue.addIssue({ code: 'custom', message: personalMessages.gender });
        }
      }),
      birthday: z.string().superRefine((value, issue) => {
        const problem = pastOnly
          ? birthDateProblem(value, today())
          : !value.trim()
            ? personalMessages.required
            : parseFrenchDate(value)
              ? undefined
              : personalMessages.birthdayFormat;
        if (problem) issue.addIssue({ code: 'custom', message: problem });
      }),
      secondEmail: z
        .string()
        .trim()
        .superRefine((value, issue) => {
          if (value && !emailFormat.safeParse(value).success) {
            issue.addIssue({ code: 'custom', message: personalMessages.email });
          }
        }),
      address: requiredText(),
      addressContinued: z.string().trim(),
      postalCode: z.string().superRefine((value, issue) => {
        if (!value) issue.addIssue({ code: 'custom', message: personalMessages.required });
        else if (!/^\d{5}$/.test(value)) {
          issue.addIssue({ code: 'custom', message: personalMessages.postalCode });
        }
      }),
      city: requiredText(),
      mobilePhone: phoneRule(false),
      phone: phoneRule(false),
      profession: z.string().trim().max(personalLimits.profession, personalMessages.profession),
      functionPublic: z.boolean(),
      agreementDiffusionImage: z.boolean(),
      agreementInfoFederation: z.boolean(),
      agreementInfoClub: z.boolean(),
      agreementInfoRegion: z.boolean(),
      agreementInfoPartner: z.boolean(),
    })
    .superRefine((values, issue) => {
      if (!values.mobilePhone.trim() && isMobilePhoneAsked(values.birthday, today())) {
        issue.addIssue({
          code: 'custom',
          path: ['mobilePhone'],
          message: personalMessages.required,
        });
      }
    });
}

export type PersonalFormValues = z.output<ReturnType<typeof personalFormSchema>>;

/**
 * A new member's consent boxes start unticked: the spec ticks them ('Consent checkboxes default
 * to true for a new member'), but a consent is the member's own act (docs/spec-deviations.md,
 * rules corrected). An existing person keeps what is on file.
 */
export function personalFormDefaults(
  mode: PersonalFormMode,
  person: PersonalInfo | null,
): PersonalFormInput {
  if (mode === 'new' || !person) {
    return {
      firstname: '',
      lastname: '',
      gender: '',
      birthday: '',
      secondEmail: '',
      address: person?.address ?? '',
      addressContinued: person?.addressContinued ?? '',
      postalCode: person?.postalCode ?? '',
      city: person?.city ?? '',
      mobilePhone: '',
      phone: '',
      profession: '',
      functionPublic: false,
      agreementDiffusionImage: false,
      agreementInfoFederation: false,
      agreementInfoClub: false,
      agreementInfoRegion: false,
      agreementInfoPartner: false,
    };
  }
  const birthday = person.birthday ? parseServerDate(person.birthday) : undefined;
  return {
    firstname: capitalizeName(person.firstname),
    lastname: person.lastname,
    gender: person.gender ?? '',
    birthday: birthday ? toFrenchDate(birthday) : '',
    secondEmail: person.secondEmail ?? '',
    address: person.address ?? '',
    addressContinued: person.addressContinued ?? '',
    postalCode: person.postalCode ?? '',
    city: person.city ?? '',
    mobilePhone: person.mobilePhone ? maskPhone(person.mobilePhone) : '',
    phone: person.phone ? maskPhone(person.phone) : '',
    profession: person.profession ?? '',
    functionPublic: person.functionPublic,
    agreementDiffusionImage: person.agreementDiffusionImage,
    agreementInfoFederation: person.agreementInfoFederation,
    agreementInfoClub: person.agreementInfoClub,
    agreementInfoRegion: person.agreementInfoRegion,
    agreementInfoPartner: person.agreementInfoPartner,
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);

/** The body of PUT /profiles/{id} and POST /profiles, in the spec's field names. */
export function profilePayload(values: PersonalFormValues, mode: PersonalFormMode): ProfilePayload {
  const birthday = frenchDateToIso(values.birthday);
  if (!birthday) throw new Error('profilePayload: the birth date was not validated');
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    gender: values.gender === '' ? null : values.gender,
    birthday,
    // Only a new person shows the secondary e-mail; an edit leaves the stored one alone.
    ...(mode === 'new' ? { secondEmail: orNull(values.secondEmail) } : {}),
    address: values.address.trim(),
    addressContinued: orNull(values.addressContinued),
    postalCode: values.postalCode,
    city: values.city.trim(),
    phone: values.phone ? phoneDigits(values.phone) : null,
    // A child's empty mobile (mobile-phone.ts): left out of a new profile, which then has none;
    // null on a save of one on file, since PUT keeps a field left out.
    ...(values.mobilePhone
      ? { mobilePhone: phoneDigits(values.mobilePhone) }
      : mode === 'new'
        ? {}
        : { mobilePhone: null }),
    profession: orNull(values.profession),
    functionPublic: values.functionPublic,
    agreementDiffusionImage: values.agreementDiffusionImage,
    agreementInfoFederation: values.agreementInfoFederation,
    agreementInfoRegion: values.agreementInfoRegion,
    agreementInfoClub: values.agreementInfoClub,
    agreementInfoPartner: values.agreementInfoPartner,
  };
}
