import { describe, expect, it } from 'vitest';
import { capitalizeName } from '@/shared/lib/text';

describe('first names are formatted while typing', () => {
  it.each([
    ['c', 'C'],
    ['claire', 'Claire'],
    ['jean-pierre', 'Jean-Pierre'],
    ['JEAN PAUL', 'Jean Paul'],
    ["marie-ange d'arc", "Marie-Ange D'Arc"],
    ['élodie ', 'Élodie '],
  ])('%j -> %j', (typed, shown) => expect(capitalizeName(typed)).toBe(shown));
});
