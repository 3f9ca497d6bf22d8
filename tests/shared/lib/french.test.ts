import { describe, expect, it } from 'vitest';
import { agreeing, countOf, ofName } from '@/shared/lib/french';

describe('countOf: French keeps the singular below 2', () => {
  it.each([
    [0, '0 jeton'],
    [1, '1 jeton'],
    [2, '2 jetons'],
    [10, '10 jetons'],
  ])('%i', (count, expected) => {
    expect(countOf(count, 'jeton')).toBe(expected);
  });

  it('takes an irregular plural', () => {
    expect(countOf(3, 'demande validée', 'demandes validées')).toBe('3 demandes validées');
  });
});

describe("ofName: 'de' elided before a vowel sound", () => {
  it.each([
    ['AMSF Lyon', "d'AMSF Lyon"],
    ['Étoile de Lyon', "d'Étoile de Lyon"],
    ['Hélène', "d'Hélène"],
    ['Villeurbanne', 'de Villeurbanne'],
    ['FFJ Rhône', "d'FFJ Rhône"],
    ['Fontaine', 'de Fontaine'],
    ['  Lyon ', 'de Lyon'],
  ])('%s', (name, expected) => {
    expect(ofName(name)).toBe(expected);
  });
});

describe('agreeing: a word agreeing with the person', () => {
  it.each([
    ['F' as const, 'inscrite'],
    ['M' as const, 'inscrit'],
    [null, undefined],
    [undefined, undefined],
  ])('%s', (gender, expected) => {
    expect(agreeing(gender, 'inscrit')).toBe(expected);
  });

  it('takes an irregular feminine', () => {
    expect(agreeing('F', 'sportif', 'sportive')).toBe('sportive');
  });
});
