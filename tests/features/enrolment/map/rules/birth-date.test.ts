import { describe, expect, it } from 'vitest';
import { readFrenchBirthDate } from '@/features/enrolment/map/rules/birth-date';

const today = new Date(2026, 10, 21);

describe('readFrenchBirthDate (dd/mm/yyyy)', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['20/12/1980', { kind: 'valid', isoDate: '1980-12-20' }],
    ['1/2/2015', { kind: 'valid', isoDate: '2015-02-01' }],
    [' 29/02/2024 ', { kind: 'valid', isoDate: '2024-02-29' }],
    ['21/11/2026', { kind: 'valid', isoDate: '2026-11-21' }],
    ['22/11/2026', { kind: 'invalid' }],
    ['29/02/2023', { kind: 'invalid' }],
    ['31/04/2010', { kind: 'invalid' }],
    ['12/13/2010', { kind: 'invalid' }],
    ['00/01/2010', { kind: 'invalid' }],
    ['20/12/80', { kind: 'invalid' }],
    ['1980-12-20', { kind: 'invalid' }],
    ['20/12/1899', { kind: 'invalid' }],
    ['20/12', { kind: 'invalid' }],
  ])('%j gives %o', (typed, expected) => {
    expect(readFrenchBirthDate(typed, today)).toEqual(expected);
  });
});
