import { z } from 'zod';

/** The pause before an address typed is checked (docs/spec/administration.md 9). */
export const emailCheckPauseMs = 600;

/** A postier identifier: three letters then three digits (docs/spec/administration.md 5.2, 9). */
export const postierPattern = /^[A-Za-z]{3}[0-9]{3}$/;
export const postierMinLength = 6;

export function isPostierIdentifier(text: string): boolean {
  return text.length >= postierMinLength && postierPattern.test(text);
}

/**
 * The address as it is checked and sent: trimmed and lower-cased (docs/spec/administration.md 5.2).
 */
export function normalisedEmail(text: string): string {
  return text.trim().toLowerCase();
}

const emailFormat = z.email();

export function isEmailAddress(text: string): boolean {
  return emailFormat.safeParse(normalisedEmail(text)).success;
}

/** The address whose existence is asked once the pause is over, or null when not worth it. */
export function emailToCheck(text: string): string | null {
  return isEmailAddress(text) ? normalisedEmail(text) : null;
}

export const invitationMessages = {
  emailRequired: 'Saisissez une adresse e-mail.',
  emailFormat: 'Adresse e-mail invalide.',
  firstnameRequired: 'Saisissez le prénom.',
  lastnameRequired: 'Saisissez le nom.',
  postierRequired: "Saisissez l'identifiant postier.",
  postierFormat: "L'identifiant postier compte trois lettres puis trois chiffres (ex. : ABC123).",
} as const;

/** Which error each invitation field shows (null: none), postier identifier only when ticked. */
export function invitationErrors(values: {
  email: string;
  firstname: string;
  lastname: string;
  postier: boolean;
  identifiantPostier: string;
}) {
  const email = values.email.trim();
  const identifier = values.identifiantPostier.trim();
  return {
    email: !email
      ? invitationMessages.emailRequired
      : isEmailAddress(email)
        ? null
        : invitationMessages.emailFormat,
    firstname: values.firstname.trim() ? null : invitationMessages.firstnameRequired,
    lastname: values.lastname.trim() ? null : invitationMessages.lastnameRequired,
    identifiantPostier: !values.postier
      ? null
      : !identifier
        ? invitationMessages.postierRequired
        : isPostierIdentifier(identifier)
          ? null
          : invitationMessages.postierFormat,
  };
}

export const invitationTooltips = {
  postier:
    'Les postiers et leurs ayants droit (conjoint, enfant de moins de 20 ans) bénéficient gratuitement de la licence Premium. Ce choix ne peut plus être modifié après facturation.',
  volunteer:
    'Les bénévoles bénéficient de 50 % de réduction sur la licence Premium. Ce choix ne peut plus être modifié après facturation.',
} as const;
