import { z } from 'zod';
import { birthDateProblem } from '@/shared/lib/french-date';
import { isCompletePhone } from '@/shared/lib/phone-mask';

/** Shared by the two dialogs without an account (docs/spec/enrolment.md sections 5 and 9). */
export const fieldMessages = {
  required: 'Ce champ est requis',
  tooLong: '30 caractères au maximum',
  emailRequired: 'Email requis',
  emailFormat: 'Format email invalide',
  gender: 'Choisissez un sexe',
  phone: 'Numéro invalide : 10 chiffres au format 06.12.34.56.78',
} as const;

export const nameMaxLength = 30;

export const nameField = () =>
  z.string().trim().min(1, fieldMessages.required).max(nameMaxLength, fieldMessages.tooLong);

const emailFormat = z.email();

export const emailField = () =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (!value) context.addIssue({ code: 'custom', message: fieldMessages.emailRequired });
      else if (!emailFormat.safeParse(value).success)
        context.addIssue({ code: 'custom', message: fieldMessages.emailFormat });
    });

/** `today` is read at each validation, so a form left open over midnight stays right. */
export const birthDateField = (today: () => Date) =>
  z.string().superRefine((value, context) => {
    const problem = birthDateProblem(value, today());
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const phoneField = ({ required }: { required: boolean }) =>
  z.string().superRefine((value, context) => {
    if (!value) {
      if (required) context.addIssue({ code: 'custom', message: fieldMessages.required });
    } else if (!isCompletePhone(value)) {
      context.addIssue({ code: 'custom', message: fieldMessages.phone });
    }
  });
