import { describe, expect, it } from 'vitest';
import { keptBookings, nextBookings } from '@/shared/offline/offline-copies';

/** Local wall times, as the device's clock reads them. */
const now = new Date(2026, 10, 26, 18, 0);
const at = (start: string) => ({ start, title: start });
const starts = (bookings: { start: string }[]) => bookings.map((booking) => booking.start);

describe('nextBookings: the bookings a device keeps and shows offline', () => {
  it.each([
    ['nothing booked: nothing kept', [], []],
    [
      'a booking that started before now is past (members-area.md 2)',
      ['2026-11-26T17:59', '2026-11-25T19:00'],
      [],
    ],
    ['one that starts exactly now has started', ['2026-11-26T18:00'], []],
    ['one that starts a minute later is next', ['2026-11-26T18:01'], ['2026-11-26T18:01']],
    [
      'soonest first, whatever order they came in',
      ['2026-12-03T09:00', '2026-11-27T10:00', '2026-12-01T19:00'],
      ['2026-11-27T10:00', '2026-12-01T19:00', '2026-12-03T09:00'],
    ],
    [
      'a start that cannot be read is left out',
      ['demain', '2026-11-27', '2026-11-27T10:00'],
      ['2026-11-27T10:00'],
    ],
  ])('%s', (_rule, given, kept) => {
    expect(starts(nextBookings(given.map(at), now))).toEqual(kept);
  });

  it.each([
    [12, keptBookings],
    [10, 10],
    [3, 3],
  ])('of %i upcoming bookings it keeps the %i soonest', (count, kept) => {
    const upcoming = Array.from({ length: count }, (_, day) =>
      at(`2026-12-${String(count - day).padStart(2, '0')}T10:00`),
    );
    const next = nextBookings(upcoming, now);
    expect(next).toHaveLength(kept);
    expect(next[0]?.start).toBe('2026-12-01T10:00');
  });

  it.each([
    [0, []],
    [1, ['2026-11-27T10:00']],
  ])('a limit of %i keeps %j', (limit, kept) => {
    expect(
      starts(nextBookings([at('2026-11-28T10:00'), at('2026-11-27T10:00')], now, limit)),
    ).toEqual(kept);
  });
});
