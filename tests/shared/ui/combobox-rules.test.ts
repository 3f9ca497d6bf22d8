import { describe, expect, it } from 'vitest';
import { filterOptions, foldForSearch, nextActive, optionNamed } from '@/shared/ui/combobox-rules';

const labels = (items: { label: string }[]) => items.map((item) => item.label);
const clubs = [
  { label: 'AMSF Lyon' },
  { label: 'AMSF Saint-Étienne' },
  { label: "AMSF Saint-Martin-d'Hères" },
  { label: 'AMSF Béziers' },
];

describe('folding text for the search', () => {
  it.each([
    ['Saint-Étienne', 'saint etienne'],
    ["Saint-Martin-d'Hères", 'saint martin d heres'],
    ['  ÉCHIROLLES  ', 'echirolles'],
    ['Œuvre', 'œuvre'],
    ['', ''],
  ])('%j reads %j', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });
});

describe('filtering the options (every typed word, accents and case aside)', () => {
  it.each([
    ['', ['AMSF Lyon', 'AMSF Saint-Étienne', "AMSF Saint-Martin-d'Hères", 'AMSF Béziers']],
    ['   ', ['AMSF Lyon', 'AMSF Saint-Étienne', "AMSF Saint-Martin-d'Hères", 'AMSF Béziers']],
    ['beziers', ['AMSF Béziers']],
    ['BÉZ', ['AMSF Béziers']],
    ['etienne saint', ['AMSF Saint-Étienne']],
    ['saint', ['AMSF Saint-Étienne', "AMSF Saint-Martin-d'Hères"]],
    ["d'heres", ["AMSF Saint-Martin-d'Hères"]],
    ['lyon paris', []],
    ['zzz', []],
  ])('%j keeps %j', (query, expected) => {
    expect(labels(filterOptions(clubs, query))).toEqual(expected);
  });
});

describe('the option named in full', () => {
  it.each([
    ['amsf beziers', 'AMSF Béziers'],
    ['AMSF LYON', 'AMSF Lyon'],
    ['amsf', undefined],
    ['', undefined],
  ])('%j names %j', (query, label) => {
    expect(optionNamed(clubs, query)?.label).toBe(label);
  });
});

describe('moving with the arrows', () => {
  const options = [{}, { disabled: true }, {}, {}];
  it.each<[number, 1 | -1, number]>([
    [-1, 1, 0],
    [-1, -1, 3],
    [0, 1, 2],
    [2, -1, 0],
    [3, 1, 0],
    [0, -1, 3],
  ])('from %s by %s: %s', (from, step, to) => {
    expect(nextActive(options, from, step)).toBe(to);
  });

  it('finds none in an empty or wholly disabled list', () => {
    expect(nextActive([], -1, 1)).toBe(-1);
    expect(nextActive([{ disabled: true }, { disabled: true }], 0, 1)).toBe(-1);
  });
});
