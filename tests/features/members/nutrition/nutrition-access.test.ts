import { describe, expect, it } from 'vitest';
import { nutritionAccess } from '@/features/members/nutrition/rules/nutrition-access';
import type { Membership } from '@/shared/session/schemas';
import { membership } from '../../../factories';

const season = '2026/2027';
const reason = "Vous avez besoin d'une licence AMSF annuelle pour accéder aux fiches nutrition.";

describe('nutrition needs an annual licence (administration.md 5.8)', () => {
  it.each<[string, Membership[], boolean]>([
    ['no membership', [], false],
    ['a membership without licence', [membership({ season })], false],
    ['a yearly premium licence', [membership({ season, level: 1, licenceType: 1 })], true],
    ['a yearly access licence', [membership({ season, level: 2, licenceType: 1 })], true],
    ['an event licence only', [membership({ season, level: 3, licenceType: 3 })], false],
    ['a stage licence only', [membership({ season, level: 2, licenceType: 2 })], false],
    [
      'an event licence beside a yearly one',
      [
        membership({ id: 1, season, level: 3, licenceType: 3 }),
        membership({ id: 2, season, level: 2, licenceType: 1 }),
      ],
      true,
    ],
  ])('%s -> open %s', (_case, memberships, open) => {
    expect(nutritionAccess(memberships, 'AMSF')).toEqual(open ? { open } : { open, reason });
  });
});
