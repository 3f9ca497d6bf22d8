import { describe, expect, it } from 'vitest';
import { acceptsAge, ageInMonths, isTooOld, isTooYoung } from '@/features/enrolment/rules/age';

describe('ageInMonths: completed months between the birth date and today', () => {
  it.each([
    ['2020-03-15', '2026-03-15', 72],
    ['2020-03-15', '2026-03-14', 71],
    ['2020-03-15', '2026-04-15', 73],
    ['2020-01-31', '2020-02-29', 0],
    ['2020-01-31', '2020-03-31', 2],
    ['1980-12-20', '2026-11-21', 551],
    ['2026-11-21', '2026-11-21', 0],
    ['2026-12-01', '2026-11-21', -1],
  ])('born %s, on %s: %i months', (birth, today, months) => {
    expect(ageInMonths(birth, today)).toBe(months);
  });

  it('reads Date objects as calendar days', () => {
    expect(ageInMonths(new Date(2010, 5, 10), new Date(2026, 5, 9))).toBe(16 * 12 - 1);
  });

  it.each(['', '20/12/1980', '1980-13'])('gives undefined for the unreadable date %j', (birth) => {
    expect(ageInMonths(birth, '2026-11-21')).toBeUndefined();
  });
});

// enrolment.md section 5, 'Age check'.
describe('acceptsAge', () => {
  it.each([
    // 'If minAge is above 0, the member is too young when age in months is below 12 x minAge minus marge.'
    [{ minAge: 6, maxAge: 0, marge: 0 }, 71, false, 'below 12 x 6'],
    [{ minAge: 6, maxAge: 0, marge: 0 }, 72, true, 'exactly 12 x 6'],
    [{ minAge: 6, maxAge: 0, marge: 3 }, 69, true, 'within the 3 months of marge'],
    [{ minAge: 6, maxAge: 0, marge: 3 }, 68, false, 'below 12 x 6 - 3'],
    // 'If maxAge is above 0, the member is too old when age in months is above 12 x maxAge plus marge.'
    [{ minAge: 0, maxAge: 17, marge: 0 }, 204, true, 'exactly 12 x 17'],
    [{ minAge: 0, maxAge: 17, marge: 0 }, 205, false, 'above 12 x 17'],
    [{ minAge: 0, maxAge: 17, marge: 6 }, 210, true, 'within the 6 months of marge'],
    [{ minAge: 0, maxAge: 17, marge: 6 }, 211, false, 'above 12 x 17 + 6'],
    // 'Both bounds 0 accept everyone.'
    [{ minAge: 0, maxAge: 0, marge: 0 }, 0, true, 'a newborn'],
    [{ minAge: 0, maxAge: 0, marge: 0 }, 1200, true, 'a centenarian'],
    // Both bounds together.
    [{ minAge: 6, maxAge: 17, marge: 0 }, 100, true, 'inside 6-17'],
    [{ minAge: 6, maxAge: 17, marge: 0 }, 60, false, 'under 6'],
    [{ minAge: 6, maxAge: 17, marge: 0 }, 250, false, 'over 17'],
  ])('%o at %i months: %s (%s)', (bounds, months, accepted) => {
    expect(acceptsAge(bounds, months)).toBe(accepted);
    expect(isTooYoung(bounds, months) || isTooOld(bounds, months)).toBe(!accepted);
  });
});
