import { describe, expect, it } from 'vitest';
import {
  clubRightLabel,
  discountLabel,
  promoLabel,
} from '@/features/enrolment/rules/price-line-labels';

describe('the names of the price lines', () => {
  it.each([
    ['Réduction famille', 'Réduction famille'],
    ['  Réduction famille ', 'Réduction famille'],
    [null, 'Réduction'],
    [undefined, 'Réduction'],
    ['', 'Réduction'],
  ])('a discount whose reason is %j reads %j', (reason, label) => {
    expect(discountLabel(reason)).toBe(label);
  });

  it.each([
    [
      'Licence Premium déjà réglée pour la saison 2026/2027 (45,00 €)',
      'Licence Premium déjà réglée pour la saison 2026/2027 (45,00 €)',
    ],
    [null, 'Déduction droit club'],
    ['   ', 'Déduction droit club'],
  ])('a club-right deduction whose reason is %j reads %j', (reason, label) => {
    expect(clubRightLabel(reason)).toBe(label);
  });

  it('names the promo with its percentage', () => {
    expect(promoLabel({ title: 'Rentrée sportive', discountPercentage: 10 })).toBe(
      'Promo Rentrée sportive (10 %)',
    );
  });
});
