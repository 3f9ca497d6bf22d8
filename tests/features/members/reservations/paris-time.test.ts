import { describe, expect, it } from 'vitest';
import {
  localDateTime,
  parisInstant,
  parisOffsetMinutes,
} from '@/features/members/reservations/rules/paris-time';

describe('Paris wall times to instants', () => {
  it.each([
    ['2026-11-28', '10:00', '2026-11-28T09:00:00.000Z'],
    ['2027-06-12', '10:00', '2027-06-12T08:00:00.000Z'],
    ['2026-11-24', '19:00:00', '2026-11-24T18:00:00.000Z'],
    // The last Sunday of March 2027 (28th): 02:00 becomes 03:00.
    ['2027-03-27', '10:00', '2027-03-27T09:00:00.000Z'],
    ['2027-03-28', '10:00', '2027-03-28T08:00:00.000Z'],
    ['2027-03-28', '01:30', '2027-03-28T00:30:00.000Z'],
    // The last Sunday of October 2026 (25th): 03:00 becomes 02:00.
    ['2026-10-24', '10:00', '2026-10-24T08:00:00.000Z'],
    ['2026-10-25', '10:00', '2026-10-25T09:00:00.000Z'],
  ])('%s %s in Paris is %s', (date, hour, iso) => {
    expect(parisInstant(date, hour).toISOString()).toBe(iso);
  });

  it('a weekly Saturday series at 10:00 keeps its hour across both changes', () => {
    const saturdays = [
      '2026-10-17',
      '2026-10-24',
      '2026-10-31',
      '2027-03-20',
      '2027-03-27',
      '2027-04-03',
    ];
    const utcHours = saturdays.map((date) => parisInstant(date, '10:00').getUTCHours());
    expect(utcHours).toEqual([8, 8, 9, 9, 9, 8]);
    // One week apart in wall time: 7 days and one hour across a change.
    const gaps = saturdays
      .slice(1)
      .map(
        (date, index) =>
          (parisInstant(date, '10:00').getTime() -
            parisInstant(saturdays[index] as string, '10:00').getTime()) /
          3_600_000,
      );
    expect(gaps).toEqual([168, 169, 3360, 168, 167]);
  });

  it.each([
    [Date.parse('2026-01-15T12:00:00Z'), 60],
    [Date.parse('2026-07-15T12:00:00Z'), 120],
  ])('offset at %d is %d minutes', (instant, minutes) => {
    expect(parisOffsetMinutes(instant)).toBe(minutes);
  });

  it('gives the calendar its local form', () => {
    expect(localDateTime('2026-11-24', '19:00:00')).toBe('2026-11-24T19:00:00');
    expect(localDateTime('2026-11-24', '19:00')).toBe('2026-11-24T19:00:00');
  });
});
