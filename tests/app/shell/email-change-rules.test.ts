import { describe, expect, it } from 'vitest';
import { checkEmailChange, emailChangeSchema } from '@/app/shell/email-change-rules';

const current = 'claire@exemple.fr';

describe('account e-mail change form', () => {
  it.each([
    ['', '', undefined, false],
    ['new@exemple.fr', 'new@', undefined, false],
    ['new@exemple.fr', 'new@exemple.fx', 'Les adresses ne correspondent pas', false],
    ['new@exemple.fr', 'other@exemple.frr', 'Les adresses ne correspondent pas', false],
    ['new@exemple.fr', 'new@exemple.fr', undefined, true],
    ['New@Exemple.fr', 'new@exemple.fr', undefined, true],
    [
      'claire@exemple.fr',
      'claire@exemple.fr',
      'Vous avez entré votre adresse email actuelle. Opération impossible.',
      false,
    ],
    ['not-an-email', 'not-an-email', undefined, false],
  ])('%s / %s -> %s, can submit %s', (first, second, message, canSubmit) => {
    expect(checkEmailChange(current, first, second)).toEqual(
      message ? { message, canSubmit } : { canSubmit },
    );
  });
});

describe('account e-mail change schema (the form validates with the rule above)', () => {
  const schema = emailChangeSchema(current);
  const problemsOf = (first: string, second: string) => {
    const result = schema.safeParse({ first, second });
    if (result.success) return result.data;
    return Object.fromEntries(
      result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
  };

  it.each([
    ['', '', { first: 'Email requis', second: 'Email requis' }],
    ['new@', '', { first: 'Format email invalide', second: 'Email requis' }],
    ['new@exemple.fr', 'new@exemple.fx', { second: 'Les adresses ne correspondent pas' }],
    // Shorter and different: not shown while typing (the rule), but it blocks the form.
    ['new@exemple.fr', 'x@exemple.fr', { second: 'Les adresses ne correspondent pas' }],
    [
      'claire@exemple.fr',
      'Claire@exemple.fr',
      { second: 'Vous avez entré votre adresse email actuelle. Opération impossible.' },
    ],
    [
      'not-an-email',
      'not-an-email',
      { first: 'Format email invalide', second: 'Format email invalide' },
    ],
    ['New@Exemple.fr', 'new@exemple.fr', { email: 'new@exemple.fr' }],
  ])('%j / %j -> %j', (first, second, expected) => {
    expect(problemsOf(first, second)).toEqual(expected);
  });
});
