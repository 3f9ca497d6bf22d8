import { z } from 'zod';
import { formatVerificationCode, normaliseVerificationCode } from '../../api/verification-code';
import { normaliseAttestationId } from './verification-address';

export const verificationFormMessages = {
  referenceRequired: "Saisissez la référence de l'attestation.",
  referenceFormat: 'La référence est un nombre, par exemple 7012.',
  codeRequired: 'Saisissez le code de vérification.',
  codeFormat: 'Le code comporte 12 lettres et chiffres, par exemple K3FQ-9ZXD-2M7P.',
} as const;

/** The two values printed on the attestation, read as leniently as their rules allow. */
export const verificationFormSchema = z.object({
  attestationId: z
    .string()
    .trim()
    .min(1, verificationFormMessages.referenceRequired)
    .transform((value, context) => {
      const id = normaliseAttestationId(value);
      if (!id)
        context.addIssue({ code: 'custom', message: verificationFormMessages.referenceFormat });
      return id ?? '';
    }),
  code: z
    .string()
    .trim()
    .min(1, verificationFormMessages.codeRequired)
    .transform((value, context) => {
      const code = normaliseVerificationCode(value);
      if (!code) context.addIssue({ code: 'custom', message: verificationFormMessages.codeFormat });
      return code ? formatVerificationCode(code) : '';
    }),
});
export type VerificationFormInput = z.input<typeof verificationFormSchema>;
export type VerificationFormValues = z.output<typeof verificationFormSchema>;
