import { describe, expect, it } from 'vitest';
import { instalmentsOfCheckout } from '@/mocks/db/registrations/checkout-schedule';

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('the instalments of a paid checkout', () => {
  it.each([
    ['one payment', 21600, 1, '2026-11-23', [['2026-11-23', 216, 216]]],
    [
      'three instalments, the odd cent on the first',
      10000,
      3,
      '2026-11-23',
      [
        ['2026-11-23', 33.34, 33.34],
        ['2026-12-23', 33.33, 0],
        ['2027-01-23', 33.33, 0],
      ],
    ],
    [
      'the 31st falls on the last day of shorter months',
      9000,
      3,
      '2027-01-31',
      [
        ['2027-01-31', 30, 30],
        ['2027-02-28', 30, 0],
        ['2027-03-31', 30, 0],
      ],
    ],
    ['no instalment count means one payment', 5000, 0, '2026-11-23', [['2026-11-23', 50, 50]]],
  ] as const)('%s', (_case, cents, count, paidOn, expected) => {
    const rows = instalmentsOfCheckout(cents, count, day(paidOn));
    expect(rows.map((row) => [row.date, row.expectedAmount, row.payedAmount])).toEqual(expected);
    expect(rows.map((row) => row.succeeded)).toEqual(expected.map((_row, index) => index === 0));
  });
});
