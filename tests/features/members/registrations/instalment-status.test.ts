import { describe, expect, it } from 'vitest';
import type { Instalment } from '@/features/members/api/get-payment-schedules';
import {
  instalmentStatus,
  instalmentStatusLabels,
  localIsoDay,
  scheduleStatusOn,
  scheduleStatusTone,
} from '@/features/members/registrations/rules/instalment-status';

const instalment = (date: string, succeeded: boolean): Instalment => ({
  date,
  expectedAmount: 45.61,
  payedAmount: succeeded ? 45.61 : 0,
  succeeded,
});

/** members-area.md: 'Instalment: succeeded or not'; statuses Payé / À venir, and the date decides. */
describe('an instalment status follows the date', () => {
  const today = '2026-11-25';
  it.each([
    ['succeeded: paid, whatever its date', '2026-12-15', true, 'paid', 'Payée'],
    ['succeeded before its date', '2026-11-15', true, 'paid', 'Payée'],
    ['unpaid, date to come: upcoming', '2026-12-15', false, 'upcoming', 'À venir'],
    ['unpaid, dated today: due', '2026-11-25', false, 'due', 'À payer'],
    [
      'unpaid, due on 15/11 and read on 25/11: overdue',
      '2026-11-15',
      false,
      'overdue',
      'En retard',
    ],
    ['unpaid, due yesterday: overdue', '2026-11-24', false, 'overdue', 'En retard'],
    ['unpaid, due tomorrow: upcoming', '2026-11-26', false, 'upcoming', 'À venir'],
  ] as const)('%s', (_case, date, succeeded, status, label) => {
    const result = instalmentStatus(instalment(date, succeeded), today);
    expect(result).toBe(status);
    expect(instalmentStatusLabels[result]).toBe(label);
  });

  it.each([
    ['nothing remains', 0, [instalment('2026-09-15', true)], 'Payé'],
    ['something remains, all to come', 45.61, [instalment('2026-12-15', false)], 'À venir'],
    ['one due today', 45.61, [instalment('2026-11-25', false)], 'À payer'],
    [
      'one late',
      91.22,
      [instalment('2026-11-15', false), instalment('2026-12-15', false)],
      'En retard',
    ],
  ] as const)('row: %s', (_case, remaining, schedule, expected) => {
    expect(scheduleStatusOn(schedule, remaining, today)).toBe(expected);
  });

  it.each([
    ['Payé', 'validated'],
    ['En retard', 'late'],
    ['À payer', 'pending'],
    ['À venir', 'closed'],
  ] as const)('the row status %s is a %s badge', (status, tone) => {
    expect(scheduleStatusTone[status]).toBe(tone);
  });

  it('reads today in the local time zone, as the backend writes dates', () => {
    expect(localIsoDay(new Date(2026, 10, 5, 23, 30))).toBe('2026-11-05');
  });
});
