import { describe, expect, it } from 'vitest';
import { ageWarning, ageWarningQuestion } from '@/features/enrolment/rules/age-warning';

describe('age warnings (section 5)', () => {
  it.each([
    ['both bounds 0 accept everyone', { minAge: 0, maxAge: 0, marge: 0 }, 3, null],
    [
      'too young: below 12 x minAge minus marge',
      { minAge: 12, maxAge: 0, marge: 2 },
      141,
      "Cette catégorie s'adresse aux 12 ans et plus.",
    ],
    ['the margin lets a younger member in', { minAge: 12, maxAge: 0, marge: 2 }, 142, null],
    [
      'too old: above 12 x maxAge plus marge',
      { minAge: 0, maxAge: 17, marge: 0 },
      205,
      "Cette catégorie n'est pas recommandée pour les plus de 17 ans.",
    ],
    ['at the upper bound', { minAge: 0, maxAge: 17, marge: 0 }, 204, null],
  ])('%s', (_case, bounds, months, message) => {
    expect(ageWarning(bounds, months)?.message ?? null).toBe(message);
  });

  it('shows nothing for an unknown age', () => {
    expect(ageWarning({ minAge: 18, maxAge: 0, marge: 0 }, undefined)).toBeNull();
  });

  it('asks before continuing', () => {
    expect(ageWarningQuestion).toBe('Êtes-vous sûr de vouloir continuer ?');
  });
});
