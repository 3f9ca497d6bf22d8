import { z } from 'zod';
import { birthDateProblem, parseFrenchDate } from '@/shared/lib/french-date';
import { isMobilePhoneAsked } from './mobile-phone';
import {
  birthdayMustBePast,
  genderRequired,
  type PersonalFormContext,
} from './personal-form-context';

/** docs/spec/members-area.md 5 and 9: the limits of the personal form. */
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

/**
 * Every validator of docs/spec/members-area.md section 5 'Personal information form', by context.
 */
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
