import { describe, expect, it } from 'vitest';
import {
  isCurrentOrFutureSeason,
  previousSeasonStillCounts,
  seasonBounds,
  seasonTitleOf,
} from '@/shared/session/rules/seasons';

describe('a season starts on 1 August and ends on 31 July', () => {
  it.each([
    ['2026-07-31T23:59:59', '2025/2026'],
    ['2026-08-01T00:00:00', '2026/2027'],
    ['2026-11-21T10:00:00', '2026/2027'],
    ['2027-01-01T00:00:00', '2026/2027'],
    ['2027-07-31T12:00:00', '2026/2027'],
  ])('%s belongs to %s', (date, title) => {
    expect(seasonTitleOf(new Date(date))).toBe(title);
  });

  it('a past season ends at the last moment of 31 July of its second year', () => {
    const { start, end } = seasonBounds(2024, new Date('2026-11-21T10:00:00'));
    expect(start).toEqual(new Date(2024, 7, 1));
    expect(end).toEqual(new Date(2025, 6, 31, 23, 59, 59, 999));
  });

  it('the current season ends now', () => {
    const now = new Date('2026-11-21T10:00:00');
    expect(seasonBounds(2026, now).end).toBe(now);
  });

  it.each([
    ['2025/2026', '2026/2027', false],
    ['2026/2027', '2026/2027', true],
    ['2027/2028', '2026/2027', true],
  ])('%s is current or future when the current is %s: %s', (title, current, expected) => {
    expect(isCurrentOrFutureSeason(title, current)).toBe(expected);
  });

  it.each([
    ['2026-07-31T12:00:00', false],
    ['2026-08-01T12:00:00', true],
    ['2026-12-31T12:00:00', true],
    ['2027-01-02T12:00:00', false],
  ])('on %s last season premium still counts: %s', (date, expected) => {
    expect(previousSeasonStillCounts(new Date(date))).toBe(expected);
  });
});
