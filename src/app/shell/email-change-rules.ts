import { z } from 'zod';

const email = z.email();

export const emailChangeMessages = {
  mismatch: 'Les adresses ne correspondent pas',
  current: 'Vous avez entré votre adresse email actuelle. Opération impossible.',
  // Not named by the spec: the wording of the other e-mail fields (docs/spec/enrolment.md).
  required: 'Email requis',
  format: 'Format email invalide',
} as const;

export type EmailChangeCheck = { message?: string; canSubmit: boolean };

const normalized = (value: string) => value.trim().toLowerCase();

/** docs/spec/administration.md 5.6: both valid, equal, and different from the current address. */
export function checkEmailChange(current: string, first: string, second: string): EmailChangeCheck {
  const valid = email.safeParse(first).success && email.safeParse(second).success;
  const equal = normalized(first) === normalized(second);
  if (!equal && second.length >= first.length && second.length > 0) {
    return { message: emailChangeMessages.mismatch, canSubmit: false };
  }
  if (equal && valid && normalized(first) === normalized(current)) {
    return { message: emailChangeMessages.current, canSubmit: false };
  }
  return { canSubmit: valid && equal };
}

function emailProblem(value: string): string | undefined {
  if (!value.trim()) return emailChangeMessages.required;
  return email.safeParse(value).success ? undefined : emailChangeMessages.format;
}

export type EmailChangeInput = { first: string; second: string };

/**
 * The form's schema, built on checkEmailChange so that the rule stays the one source: the first
 * field must be an e-mail; the second carries the rule's message first, then its own format,
 * then a mismatch the rule does not show while typing (a shorter, different repetition).
 * It yields the new address as the backend stores it.
 */
export function emailChangeSchema(current: string) {
  return z
    .object({ first: z.string(), second: z.string() })
    .superRefine(({ first, second }, context) => {
      const firstProblem = emailProblem(first);
      if (firstProblem)
        context.addIssue({ code: 'custom', path: ['first'], message: firstProblem });
      const check = checkEmailChange(current, first, second);
      const secondProblem =
        check.message ??
        emailProblem(second) ??
        (check.canSubmit || firstProblem ? undefined : emailChangeMessages.mismatch);
      if (secondProblem) {
        context.addIssue({ code: 'custom', path: ['second'], message: secondProblem });
      }
    })
    .transform(({ first }) => ({ email: normalized(first) }));
}
