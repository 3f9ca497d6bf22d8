import { describe, expect, it } from 'vitest';
import type { Instalment } from '@/features/members/api/get-payment-schedules';
import {
  firstDueDate,
  generalPaymentStatus,
  instalmentRemaining,
  paymentType,
  scheduleDeadline,
  scheduleRowStatus,
  scheduleTotals,
} from '@/features/members/registrations/rules/payment-status';

const paid = (date: string, amount: number): Instalment => ({
  date,
  expectedAmount: amount,
  payedAmount: amount,
  succeeded: true,
});
const due = (date: string, amount: number, payedAmount = 0): Instalment => ({
  date,
  expectedAmount: amount,
  payedAmount,
  succeeded: false,
});

describe('general payment status (members-area.md 2, payment details dialog)', () => {
  it.each([
    ['remaining is 0', [paid('2026-09-15', 60), paid('2026-10-15', 60)], 'Totalement payé'],
    ['one payment in one go', [paid('2026-09-15', 120)], 'Totalement payé'],
    [
      'at least one instalment succeeded',
      [paid('2026-09-15', 60), due('2026-10-15', 60)],
      'Partiellement payé',
    ],
    [
      'no instalment succeeded',
      [due('2026-09-15', 60), due('2026-10-15', 60)],
      'Aucun paiement effectué',
    ],
    [
      'money received but no instalment marked succeeded',
      [due('2026-09-15', 60, 30)],
      'Aucun paiement effectué',
    ],
    ['an empty schedule owes nothing', [], 'Totalement payé'],
  ] as const)('%s: %s', (_case, schedule, expected) => {
    expect(generalPaymentStatus(schedule)).toBe(expected);
  });
});

describe("row status of 'Mes échéances' follows the date (today 25/11/2026)", () => {
  const today = '2026-11-25';
  it.each([
    ['nothing remains', [paid('2026-09-15', 60)], 'Payé'],
    ['the next one is to come', [paid('2026-09-15', 60), due('2026-12-15', 60)], 'À venir'],
    ['one is due today', [paid('2026-10-25', 60), due('2026-11-25', 60)], 'À payer'],
    [
      'an unpaid instalment of 15/11 is late on 25/11, even with one to come',
      [paid('2026-10-15', 60), due('2026-11-15', 60), due('2026-12-15', 60)],
      'En retard',
    ],
    ['late beats due today', [due('2026-11-15', 60), due('2026-11-25', 60)], 'En retard'],
  ] as const)('%s', (_case, schedule, expected) => {
    expect(scheduleRowStatus(schedule, today)).toBe(expected);
  });
});

describe('totals, in cents so that thirds add up', () => {
  it.each([
    [
      [paid('2026-09-15', 33.33), due('2026-10-15', 33.33), due('2026-11-15', 33.34)],
      100,
      33.33,
      66.67,
    ],
    [[paid('2026-09-15', 0.1), paid('2026-10-15', 0.2)], 0.3, 0.3, 0],
    [[due('2026-09-15', 50, 20)], 50, 20, 30],
    [[], 0, 0, 0],
  ] as const)('%j -> total %d, paid %d, remaining %d', (schedule, total, paidAmount, remaining) => {
    expect(scheduleTotals(schedule)).toEqual({ total, paid: paidAmount, remaining });
  });

  it('an instalment never owes less than nothing', () => {
    expect(instalmentRemaining(due('2026-09-15', 50, 70))).toBe(0);
    expect(instalmentRemaining(due('2026-09-15', 50, 20))).toBe(30);
  });
});

describe('dates and type', () => {
  const four = [
    due('2026-12-15', 60),
    paid('2026-09-15', 60),
    due('2026-11-15', 60),
    paid('2026-10-15', 60),
  ];

  it.each([
    ['four instalments in any order', four, '2026-09-15', '2026-12-15', 'x4'],
    ['three instalments: no fourth date', four.slice(1), '2026-09-15', null, 'x3'],
    ['one instalment', [paid('2026-09-20', 120)], '2026-09-20', null, 'x1'],
    ['none', [], null, null, 'x0'],
  ] as const)('%s', (_case, schedule, first, deadline, type) => {
    expect(firstDueDate(schedule)).toBe(first);
    expect(scheduleDeadline(schedule)).toBe(deadline);
    expect(paymentType(schedule)).toBe(type);
  });
});
