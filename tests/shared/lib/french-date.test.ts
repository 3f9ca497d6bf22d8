import { describe, expect, it } from 'vitest';
import {
  isoToTypedFrenchDate,
  typedFrenchDateToIso,
  birthDateProblem,
  frenchDateToIso,
  maskFrenchDate,
  parseFrenchDate,
} from '@/shared/lib/french-date';

describe('French date typed as jj/mm/aaaa', () => {
  it.each([
    // [typed, deleting, shown]
    ['2', false, '2'],
    ['20', false, '20/'],
    ['20/1', false, '20/1'],
    ['20/12', false, '20/12/'],
    ['20121980', false, '20/12/1980'],
    ['20/12/19801', false, '20/12/1980'],
    ['2/', false, '02/'],
    ['02/3/', false, '02/03/'],
    ['20.12.1980', false, '20/12/1980'],
    ['20/', true, '20/'],
    ['20', true, '20'],
    ['20/12', true, '20/12'],
    ['ab12', false, '12/'],
    ['', false, ''],
  ])('%j (deleting: %s) -> %j', (typed, deleting, shown) => {
    expect(maskFrenchDate(typed, deleting)).toBe(shown);
  });

  it.each([
    ['20/12/1980', '1980-12-20'],
    ['29/02/2024', '2024-02-29'],
    ['29/02/2023', undefined],
    ['31/04/2020', undefined],
    ['00/01/2020', undefined],
    ['12/13/2020', undefined],
    ['01/01/1899', undefined],
    ['1/1/2020', undefined],
    ['', undefined],
  ])('%j is the day %s', (text, iso) => {
    expect(frenchDateToIso(text)).toBe(iso);
    expect(parseFrenchDate(text) !== undefined).toBe(iso !== undefined);
  });

  const today = new Date(2026, 10, 21, 10, 0);
  it.each([
    ['20/12/1980', undefined],
    ['20/11/2026', undefined],
    ['21/11/2026', 'La date de naissance doit être passée'],
    ['01/01/2030', 'La date de naissance doit être passée'],
    ['31/02/1990', 'Date invalide : utilisez le format jj/mm/aaaa, par exemple 20/12/1980'],
    ['20/12', 'Date invalide : utilisez le format jj/mm/aaaa, par exemple 20/12/1980'],
    ['', 'Ce champ est requis'],
  ])('birth date %j -> %s', (text, problem) => {
    expect(birthDateProblem(text, today)).toBe(problem);
  });
});

describe('a French date field over a form that keeps ISO days (the wizard)', () => {
  it.each([
    ['1984-03-12', '12/03/1984'],
    ['', ''],
    ['12/03/19', '12/03/19'],
    ['31/02/1984', '31/02/1984'],
  ])('shows %j as %j', (stored, shown) => {
    expect(isoToTypedFrenchDate(stored)).toBe(shown);
  });

  it.each([
    ['12/03/1984', '1984-03-12'],
    ['12/03/198', '12/03/198'],
    ['31/02/1984', '31/02/1984'],
    ['', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(typedFrenchDateToIso(typed)).toBe(kept);
  });
});
