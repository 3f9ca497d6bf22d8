import { z } from 'zod';

/**
 * docs/spec/members-area.md 5 'Session edit form (coach)': adresse, codepostal and ville required;
 * codepostal between 1000 and 999999; commentaire optional.
 */
export const sessionEditSchema = z.object({
  adresse: z.string().trim().min(1, "L'adresse est obligatoire."),
  codePostal: z
    .string()
    .trim()
    .min(1, 'Le code postal est obligatoire.')
    .regex(/^\d+$/, 'Le code postal ne contient que des chiffres.')
    .refine((value) => Number(value) >= 1000, 'Le code postal doit être au moins 1000.')
    .refine((value) => Number(value) <= 999999, 'Le code postal doit être au plus 999999.'),
  ville: z.string().trim().min(1, 'La ville est obligatoire.'),
  commentaire: z.string().trim(),
});
export type SessionEditInput = z.input<typeof sessionEditSchema>;
export type SessionEditValues = z.output<typeof sessionEditSchema>;
