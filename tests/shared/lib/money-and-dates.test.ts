import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, longDay, toServerDate } from '@/shared/lib/dates';
import { formatEuros, toCents } from '@/shared/lib/money';

describe('money', () => {
  it.each([
    [12.5, 1250],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [0, 0],
  ])('%d euros are %i cents, rounded', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('shows euros with two decimals, French style', () => {
    expect(formatEuros(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €');
  });

  // Written by hand for speed (money.ts): the text must stay Intl's, spaces and rounding included.
  const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
  it.each([
    0,
    -0,
    5,
    12.5,
    19.99,
    0.1 + 0.2,
    1234.56,
    1000,
    999.995,
    1_000_000,
    0.005,
    0.015,
    2.675,
    1.005,
    -3.2,
    -0.001,
    -1234.5,
    1e21,
    1e-7,
    NaN,
    Infinity,
    -Infinity,
  ])('writes %d euros as Intl does', (amount) => {
    expect(formatEuros(amount)).toBe(intl.format(amount));
  });

  it('writes any amount in cents up to a million euros as Intl does', () => {
    for (let cents = -100_000_000; cents <= 100_000_000; cents += 99_991) {
      const amount = cents / 100;
      expect(formatEuros(amount)).toBe(intl.format(amount));
    }
  });
});

describe('dates', () => {
  it('displays dd/MM/yyyy and sends YYYY-MM-DD', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
    expect(toServerDate(new Date(2026, 10, 21))).toBe('2026-11-21');
    expect(formatDate('not a date')).toBe('');
  });

  it.each([
    [new Date(2026, 0, 1), '2026-01-01'],
    [new Date(2026, 11, 31, 23, 59), '2026-12-31'],
    [new Date(2024, 1, 29), '2024-02-29'],
    [new Date(1951, 6, 4, 0, 0, 1), '1951-07-04'],
    [new Date(999, 8, 9), '0999-09-09'],
  ])('writes %s as the local day %s, as date-fns yyyy-MM-dd does', (date, expected) => {
    expect(toServerDate(date)).toBe(expected);
    expect(toServerDate(date)).toBe(format(date, 'yyyy-MM-dd'));
  });
});

describe('longDay: a day in words, the first of a month written 1er', () => {
  it.each([
    ['2026-12-01', true, 'mardi 1er décembre 2026'],
    ['2026-12-02', true, 'mercredi 2 décembre 2026'],
    ['2026-11-21', false, 'samedi 21 novembre'],
    ['2027-01-01', false, 'vendredi 1er janvier'],
    ['pas une date', true, ''],
  ])('%s (year %s): %s', (day, withYear, expected) => {
    expect(longDay(day, withYear)).toBe(expected);
  });
});
