import { z } from 'zod';
import { toServerDate } from '@/shared/lib/dates';

const requiredMessage = 'Ce champ est requis';
const genderMessage = 'Choisissez un sexe';
const nameMessage = 'Ce champ ne doit pas dépasser 30 caractères';

const requiredText = z.string().trim().min(1, requiredMessage);
/** Names are at most 30 characters (section 9). */
const name = requiredText.max(30, nameMessage);

/**
 * 'Mes informations': what the order carries as profileDetails. Every field but the address
 * continuation is required; the birth date must be a real day in the past.
 */
export const detailsSchema = z.object({
  firstname: name,
  lastname: name,
  birthday: requiredText
    .pipe(z.iso.date('Date de naissance invalide'))
    .refine((value) => value <= toServerDate(new Date()), 'Date de naissance invalide'),
  gender: z
    .enum(['M', 'F'], genderMessage)
    .nullable()
    .transform((value, context) => {
      if (value !== null) return value;
      context.addIssue({ code: 'custom', message: genderMessage });
      return z.NEVER;
    }),
  email: z.string().trim().min(1, 'Email requis').pipe(z.email('Format email invalide')),
  address: requiredText,
  addressContinued: z.string().trim(),
  city: requiredText,
  postalCode: requiredText,
});
export type ValidDetails = z.output<typeof detailsSchema>;

export const detailsLabels: Record<keyof ValidDetails, string> = {
  firstname: 'Prénom',
  lastname: 'Nom',
  birthday: 'Date de naissance',
  gender: 'Sexe',
  email: 'Email',
  address: 'Adresse',
  addressContinued: "Complément d'adresse",
  city: 'Ville',
  postalCode: 'Code postal',
};
