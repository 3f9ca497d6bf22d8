import { describe, expect, it } from 'vitest';
import {
  communeLookupDelayMs,
  isAmongCommunes,
  isLookupPostalCode,
  opensSuggestions,
  sortCommunes,
} from '@/features/members/communes/rules/communes';

const communes = [
  { nom: 'Sandrans' },
  { nom: 'Châtillon-sur-Chalaronne' },
  { nom: 'Chanoz-Châtenay' },
];

describe('communes of a postal code (members-area.md 5)', () => {
  it('waits 300 ms after typing', () => {
    expect(communeLookupDelayMs).toBe(300);
  });

  it.each([
    ['69002', true],
    ['6900', false],
    ['690021', false],
    ['69a02', false],
    ['', false],
  ])('postal code %s is looked up: %s', (code, expected) => {
    expect(isLookupPostalCode(code)).toBe(expected);
  });

  it('sorts by name in French order', () => {
    expect(sortCommunes(communes).map((commune) => commune.nom)).toEqual([
      'Chanoz-Châtenay',
      'Châtillon-sur-Chalaronne',
      'Sandrans',
    ]);
  });

  it.each([
    ['Sandrans', true],
    ['sandrans', true],
    ['chatillon sur chalaronne', true],
    ['CHÂTILLON-SUR-CHALARONNE', true],
    ['Lyon', false],
    ['', false],
  ])('%s is among the communes: %s', (city, expected) => {
    expect(isAmongCommunes(city, communes)).toBe(expected);
  });

  it.each([
    // 'if the typed city is not among them the suggestion panel opens'
    ['Lyon', communes, true],
    ['', communes, true],
    ['Sandrans', communes, false],
    ['Lyon', [], false],
  ])('city %s: suggestions open %s', (city, list, expected) => {
    expect(opensSuggestions(city, list)).toBe(expected);
  });
});
