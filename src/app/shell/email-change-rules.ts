import { z } from 'zod';

const email = z.email();

export type EmailChangeCheck = { message?: string; canSubmit: boolean };

/** administration.md 5.6: both valid, equal, and different from the current address. */
export function checkEmailChange(current: string, first: string, second: string): EmailChangeCheck {
  const valid = email.safeParse(first).success && email.safeParse(second).success;
  const normalized = (value: string) => value.trim().toLowerCase();
  const equal = normalized(first) === normalized(second);
  if (!equal && second.length >= first.length && second.length > 0) {
    return { message: 'Les adresses ne correspondent pas', canSubmit: false };
  }
  if (equal && valid && normalized(first) === normalized(current)) {
    return {
      message: 'Vous avez entré votre adresse email actuelle. Opération impossible.',
      canSubmit: false,
    };
  }
  return { canSubmit: valid && equal };
}
