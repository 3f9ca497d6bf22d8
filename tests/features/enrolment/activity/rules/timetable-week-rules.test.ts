import { describe, expect, it } from 'vitest';
import type { Session } from '@/features/enrolment/api/session';
import {
  displayHour,
  groupSessionsByDay,
  isWeekEmpty,
  shiftWeek,
  weekOf,
  weekRange,
  weekTitle,
} from '@/features/enrolment/activity/rules/timetable-week';

const day = (iso: string) => {
  const [year, month, date] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, 15, 30);
};

describe('ISO weeks, Monday to Sunday', () => {
  it.each([
    // [day, week number, ISO year, Monday, Sunday]
    ['2026-11-21', 47, 2026, '2026-11-16', '2026-11-22'],
    ['2026-11-16', 47, 2026, '2026-11-16', '2026-11-22'],
    ['2026-11-22', 47, 2026, '2026-11-16', '2026-11-22'],
    ['2026-12-28', 53, 2026, '2026-12-28', '2027-01-03'],
    ['2027-01-03', 53, 2026, '2026-12-28', '2027-01-03'],
    ['2027-01-04', 1, 2027, '2027-01-04', '2027-01-10'],
    ['2025-12-29', 1, 2026, '2025-12-29', '2026-01-04'],
    ['2024-12-31', 1, 2025, '2024-12-30', '2025-01-05'],
    ['2021-01-01', 53, 2020, '2020-12-28', '2021-01-03'],
  ])('%s is week %i of %i, %s to %s', (date, number, year, startDate, endDate) => {
    expect(weekOf(day(date))).toEqual({ number, year, startDate, endDate });
  });

  it.each([
    ['2026-12-21', 1, 53, '2026-12-28'],
    ['2026-12-28', 1, 1, '2027-01-04'],
    ['2027-01-04', -1, 53, '2026-12-28'],
    ['2026-03-23', 1, 14, '2026-03-30'],
    ['2026-10-19', 1, 44, '2026-10-26'],
  ])('from the week of %s, %i week(s) later is week %i starting %s', (date, by, number, start) => {
    const shifted = shiftWeek(weekOf(day(date)), by);
    expect(shifted.number).toBe(number);
    expect(shifted.startDate).toBe(start);
  });

  it('titles and dates the week in French', () => {
    const week = weekOf(day('2026-12-30'));
    expect(weekTitle(week)).toBe('Semaine 53');
    expect(weekRange(week)).toBe('du 28/12/2026 au 03/01/2027');
  });
});

describe('hours show as HH:mm', () => {
  it.each([
    ['19:00:00', '19:00'],
    ['07:05', '07:05'],
  ])('%s -> %s', (hour, shown) => expect(displayHour(hour)).toBe(shown));
});

function session(id: number, date: string, startHour: string, endHour = '23:00:00'): Session {
  return {
    id,
    date,
    startHour,
    endHour,
    categoryId: null,
    description: null,
    availablePlaces: null,
    bookingOpensOn: null,
  };
}

describe('sessions grouped by day', () => {
  const week = weekOf(day('2026-11-18'));

  it('gives seven days from Monday, each with its sessions in start order', () => {
    const days = groupSessionsByDay(week, [
      session(1, '2026-11-19', '20:00:00'),
      session(2, '2026-11-17', '19:00:00'),
      session(3, '2026-11-19', '12:15:00'),
      session(4, '2026-11-22', '10:00:00'),
      session(5, '2026-11-23', '10:00:00'),
      session(6, '2026-11-15', '10:00:00'),
    ]);
    expect(days.map((entry) => entry.label)).toEqual([
      'lundi 16/11',
      'mardi 17/11',
      'mercredi 18/11',
      'jeudi 19/11',
      'vendredi 20/11',
      'samedi 21/11',
      'dimanche 22/11',
    ]);
    expect(days.map((entry) => entry.sessions.map((item) => item.id))).toEqual([
      [],
      [2],
      [],
      [3, 1],
      [],
      [],
      [4],
    ]);
    expect(isWeekEmpty(days)).toBe(false);
  });

  it.each([
    ['no session at all', []],
    ['sessions of other weeks only', [session(1, '2026-11-23', '10:00:00')]],
  ])('a week with %s is empty', (_case, sessions) => {
    expect(isWeekEmpty(groupSessionsByDay(week, sessions))).toBe(true);
  });
});
