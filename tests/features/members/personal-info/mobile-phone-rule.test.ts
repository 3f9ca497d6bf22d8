import { describe, expect, it } from 'vitest';
import { isMobilePhoneAsked } from '@/features/members/personal-info/rules/mobile-phone';

const today = new Date(2025, 9, 15);

describe('is the mobile number asked (from 18, by the birth date)', () => {
  it.each([
    ['15/10/2015', 'a child of 10', false],
    ['15/10/2025', 'born today', false],
    ['16/10/2007', '18 tomorrow', false],
    ['15/10/2007', '18 today', true],
    ['14/10/2007', '18 yesterday', true],
    ['29/02/2008', 'born on a 29 February, 17', false],
    ['12/03/1984', 'an adult', true],
    ['', 'no birth date yet', true],
    ['15/10', 'a date being typed', true],
    ['31/02/2010', 'a day that does not exist', true],
  ])('born %s (%s): %s', (birthday, _who, asked) => {
    expect(isMobilePhoneAsked(birthday, today)).toBe(asked);
  });

  it('a child becomes an adult on their eighteenth birthday, not before', () => {
    expect(isMobilePhoneAsked('01/03/2008', new Date(2026, 1, 28))).toBe(false);
    expect(isMobilePhoneAsked('01/03/2008', new Date(2026, 2, 1))).toBe(true);
  });
});
