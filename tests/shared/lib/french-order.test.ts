import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareCodeUnits,
  compareFrench,
  foldFrench,
  sortByFrench,
} from '@/shared/lib/french-order';

// What french-order.ts stands in for: Intl's French collation, case and accents ignored.
const intl = new Intl.Collator('fr', { sensitivity: 'base' });
const sign = (value: number) => Math.sign(value) + 0;

// The world's country names in French (the honorability form's list), with accents, ligatures,
// apostrophes, hyphens and spaces.
const regions = new Intl.DisplayNames('fr', { type: 'region' });
const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const countries = [...letters].flatMap((first) =>
  [...letters].map((second) => regions.of(first + second) ?? ''),
);

// Titles and towns as clubs, activities and communes have them, and every punctuation mark
// french-order.ts ranks.
const titles = [
  'aquagym',
  'Basket-ball',
  'Éveil',
  'Escalade',
  'eveil',
  'Évreux',
  'Œuilly',
  'Oeuf',
  'Ode',
  "L'Haÿ-les-Roses",
  'L’Isle-Adam',
  'La Rochelle',
  'Lac',
  'Saint-Étienne',
  'Saint Denis',
  'Sainte-Anne',
  'Saint_Malo',
  'Yoga 2',
  'Yoga 10',
  'Yoga',
  'Yoga (adultes)',
  'Yoga [enfants]',
  'Yoga, détente',
  'Yoga ; souplesse',
  'Yoga : doux',
  'Yoga !',
  'Yoga ?',
  'Yoga.',
  'Yoga « zen »',
  'Yoga "zen"',
  'Yoga @ club',
  'Yoga * 2',
  'Yoga / Pilates',
  'Yoga & Pilates',
  'Yoga #1',
  'Yoga 100 %',
  'Yoga + Pilates',
  'Yoga – Pilates',
  'Yoga — Pilates',
  'Yoga…',
  'Straße',
  'Strasse',
  'Ægir',
  'Aegis',
  'Çà et là',
  'Ca',
  '',
];

describe('French order without Intl', () => {
  it.each([
    ['aquagym', 'Basket-ball', -1],
    ['Éveil', 'Escalade', 1],
    ['Éveil', 'eveil', 0],
    ['Œuilly', 'Oeuilly', 0],
    ['Saint Denis', 'Saint-Étienne', -1],
    ['Yoga 10', 'Yoga 2', -1],
    ['2026-03-01', '2026-02-28', 1],
  ])('%s against %s: %i', (a, b, expected) => {
    expect(sign(compareFrench(a, b))).toBe(expected);
    expect(sign(intl.compare(a, b))).toBe(expected);
  });

  it('orders every pair of country names, titles and towns as Intl.Collator does', () => {
    const corpus = [...new Set([...countries, ...titles])];
    expect(corpus.length).toBeGreaterThan(250);
    const disagreements = corpus.flatMap((a) =>
      corpus
        .filter((b) => sign(compareFrench(a, b)) !== sign(intl.compare(a, b)))
        .map((b) => `${a} / ${b}`),
    );
    expect(disagreements).toEqual([]);
  });

  // Texts built from letters with and without accents, ligatures, digits, spaces and punctuation.
  const characters = [...'aAeéÉèêëiïoôOœŒuùüyÿcçzZæß09 -_,;:!?.\'’"«»()[]{}@*/&#%+<=>|~$…–—'];
  const texts = fc
    .array(fc.constantFrom(...characters), { maxLength: 8 })
    .map((chosen) => chosen.join(''));

  it('orders any two such texts as Intl.Collator does', () => {
    fc.assert(
      fc.property(texts, texts, (a, b) => {
        expect(sign(compareFrench(a, b))).toBe(sign(intl.compare(a, b)));
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts a list as Intl does, keeping the order of equal texts and using the tie-break', () => {
    const items = titles.map((title, index) => ({ title, index }));
    const byIntl = [...items].sort((a, b) => intl.compare(a.title, b.title) || a.index - b.index);
    expect(sortByFrench(items, (item) => item.title)).toEqual(byIntl);
    expect(
      sortByFrench(
        items,
        (item) => item.title,
        (a, b) => b.index - a.index,
      ),
    ).toEqual([...items].sort((a, b) => intl.compare(a.title, b.title) || b.index - a.index));
  });

  it.each([
    ['Œuvre Été', 'oeuvre ete'],
    ["L'Haÿ-les-Roses", "l'hay-les-roses"],
    ['Straße', 'strasse'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldFrench(text)).toBe(folded);
  });

  it.each([
    ['2026-01-02T10:00', '2026-01-02T09:30', 1],
    ['09:00', '10:00', -1],
    ['a', 'a', 0],
  ])('code units: %s against %s: %i', (a, b, expected) => {
    expect(compareCodeUnits(a, b)).toBe(expected);
  });
});
