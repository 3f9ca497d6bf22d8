import { describe, expect, it } from 'vitest';
import { checkEmailChange } from '@/app/shell/email-change-rules';

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
