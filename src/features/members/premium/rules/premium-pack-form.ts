import { startOfDay } from 'date-fns';
import { z } from 'zod';
import { frenchDateToIso, parseFrenchDate } from '@/shared/lib/french-date';
import { capitalizeName } from '@/shared/lib/text';
import type { ExpressPremiumClient } from '../../api/post-express-premium-client';

export { premiumPackPrice } from './premium-price';

/**
 * docs/spec/members-area.md 5 and 9: the async e-mail check waits 500 ms; passwords need 7
 * characters.
 */
export const emailCheckDelayMs = 500;
export const passwordMinLength = 7;

export const premiumPackMessages = {
  required: 'Ce champ est requis',
  email: 'Format email invalide',
  accountExists: 'Ce compte existe déjà.',
  passwordLength: `Le mot de passe doit contenir au moins ${passwordMinLength} caractères`,
  passwordsDiffer: 'Les mots de passe ne correspondent pas.',
  postalCode: 'Le code postal doit contenir 5 chiffres',
  gender: 'Choisissez un sexe',
  birthdayFormat: 'Date invalide : utilisez le format jj/mm/aaaa, par exemple 20/12/1980',
  birthdayFuture: "La date de naissance ne peut pas être postérieure à aujourd'hui",
  waiver: 'Cochez cette case pour accéder à vos avantages dès le paiement',
} as const;

export type PremiumPackInput = {
  lastname: string;
  firstname: string;
  gender: '' | 'M' | 'F';
  birthday: string;
  address: string;
  postalCode: string;
  city: string;
  email: string;
  password: string;
  confirmation: string;
  newsletter: boolean;
  partnerContact: boolean;
  retractation: boolean;
  licenceByEmail: boolean;
};

export const premiumPackDefaults: PremiumPackInput = {
  lastname: '',
  firstname: '',
  gender: '',
  birthday: '',
  address: '',
  postalCode: '',
  city: '',
  email: '',
  password: '',
  confirmation: '',
  newsletter: false,
  partnerContact: false,
  // The spec presets it and locks it; the waiver must be the member's own act
  // (docs/spec-deviations.md, rules corrected): unticked, and required to pay.
  retractation: false,
  licenceByEmail: true,
};

/** 'Last name (forced to upper case)'. */
export function formatLastname(value: string): string {
  return value.toLocaleUpperCase('fr-FR');
}

/** 'first name (first letter capitalised)'. */
export function formatFirstname(value: string): string {
  return capitalizeName(value);
}

/** 'birth date … not after today': today itself is accepted. */
export function premiumBirthdayProblem(text: string, today: Date): string | undefined {
  if (!text.trim()) return premiumPackMessages.required;
  const date = parseFrenchDate(text);
  if (!date) return premiumPackMessages.birthdayFormat;
  if (date > startOfDay(today)) return premiumPackMessages.birthdayFuture;
  return undefined;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Every validator of docs/spec/members-area.md 5 'Premium pack form'. `takenEmails` are the
 * addresses the 500 ms account check found taken: the schema stays pure, the check feeds it.
 */
export function premiumPackSchema(
  takenEmails: readonly string[],
  today: () => Date = () => new Date(),
) {
  const required = () => z.string().trim().min(1, premiumPackMessages.required);
  return z
    .object({
      lastname: required(),
      firstname: required(),
      gender: z.enum(['', 'M', 'F']).refine((value) => value !== '', premiumPackMessages.gender),
      birthday: z.string().superRefine((value, issue) => {
        const problem = premiumBirthdayProblem(value, today());
        if (problem) issue.addIssue({ code: 'custom', message: problem });
      }),
      address: required(),
      postalCode: z.string().superRefine((value, issue) => {
        if (!value) issue.addIssue({ code: 'custom', message: premiumPackMessages.required });
        else if (!/^\d{5}$/.test(value)) {
          issue.addIssue({ code: 'custom', message: premiumPackMessages.postalCode });
        }
      }),
      city: required(),
      email: z
        .string()
        .trim()
        .superRefine((value, issue) => {
          if (!value) issue.addIssue({ code: 'custom', message: premiumPackMessages.required });
          else if (!z.email().safeParse(value).success) {
            issue.addIssue({ code: 'custom', message: premiumPackMessages.email });
          } else if (takenEmails.some((taken) => sameAddress(taken, value))) {
            issue.addIssue({ code: 'custom', message: premiumPackMessages.accountExists });
          }
        }),
      password: z.string().superRefine((value, issue) => {
        if (!value) issue.addIssue({ code: 'custom', message: premiumPackMessages.required });
        else if (value.length < passwordMinLength) {
          issue.addIssue({ code: 'custom', message: premiumPackMessages.passwordLength });
        }
      }),
      confirmation: z.string().min(1, premiumPackMessages.required),
      newsletter: z.boolean(),
      partnerContact: z.boolean(),
      retractation: z.boolean().refine((ticked) => ticked, premiumPackMessages.waiver),
      licenceByEmail: z.boolean(),
    })
    .superRefine((values, issue) => {
      if (values.confirmation && values.password !== values.confirmation) {
        issue.addIssue({
          code: 'custom',
          path: ['confirmation'],
          message: premiumPackMessages.passwordsDiffer,
        });
      }
    });
}

export type PremiumPackValues = z.output<ReturnType<typeof premiumPackSchema>>;

/**
 * The express account payload (docs/spec/members-area.md 3) from the form; fromUrl is where it was
 * sent.
 */
export function expressPayload(values: PremiumPackValues, fromUrl: string): ExpressPremiumClient {
  return {
    email: values.email.trim(),
    firstname: formatFirstname(values.firstname.trim()),
    lastname: formatLastname(values.lastname.trim()),
    password: values.password,
    birthday: frenchDateToIso(values.birthday) ?? '',
    gender: values.gender === 'F' ? 'F' : 'M',
    adress: values.address.trim(),
    postalCode: values.postalCode,
    city: values.city.trim(),
    newsletter: values.newsletter,
    partnerContact: values.partnerContact,
    fromUrl,
    licenceByEmail: values.licenceByEmail,
  };
}
