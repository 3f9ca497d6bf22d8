import { describe, expect, it } from 'vitest';
import { isAdult } from '@/features/enrolment/rules/adulthood';

describe('the medical step differs for adults (18 or more by birth date) and minors', () => {
  const today = new Date(2026, 2, 15);
  it.each([
    ['18 today', '2008-03-15', true],
    ['18 tomorrow', '2008-03-16', false],
    ['40 years old', '1986-01-01', true],
    ['10 years old', '2016-05-20', false],
    ['unreadable birth date counts as a minor', '', false],
  ])('%s', (_case, birthDate, adult) => {
    expect(isAdult(birthDate, today)).toBe(adult);
  });
});
