import { describe, expect, it } from 'vitest';
import type { CalendarSession } from '@/features/members/api/calendar-session';
import { nextClubSessions } from '@/features/members/reservations/rules/next-club-sessions';

const now = new Date(2026, 10, 26, 18, 0);
const clubs = { 3: 'AMSF Lyon', 8: 'Club nautique de Caluire' };

const session = (overrides: Partial<CalendarSession>): CalendarSession => ({
  id: 1,
  uuid: 'seance-1',
  date: '2026-12-01',
  startHour: '19:00',
  endHour: '20:00',
  activityId: 3,
  activityName: 'Natation',
  categoryId: 5,
  categoryName: 'Adultes',
  description: 'Apporter un bonnet',
  maxSlots: 20,
  soldPlaces: 12,
  static: false,
  reserved: true,
  imageUrl: null,
  ...overrides,
});

describe('nextClubSessions: the club sessions a device keeps offline', () => {
  it('keeps what says where to be, and nothing else', () => {
    expect(nextClubSessions([session({ startHour: '19:00:00' })], [5], clubs, now)).toEqual([
      {
        kind: 'club',
        title: 'Natation - Adultes',
        start: '2026-12-01T19:00',
        end: '2026-12-01T20:00',
        place: null,
        club: 'AMSF Lyon',
      },
    ]);
  });

  it.each([
    ['a session not booked is not kept', [session({ reserved: false })], []],
    ['a session of another category is not kept', [session({ categoryId: 6 })], []],
    [
      'a booked session that has started is not kept',
      [session({ date: '2026-11-26', startHour: '17:30' })],
      [],
    ],
    [
      'a session met twice (two activities load it) is kept once',
      [session({ id: 4 }), session({ id: 4 })],
      ['2026-12-01T19:00'],
    ],
    [
      'booked sessions of every activity, soonest first',
      [
        session({ id: 2, date: '2026-12-03' }),
        session({ id: 3, date: '2026-11-28', startHour: '10:00', endHour: '11:30', static: true }),
      ],
      ['2026-11-28T10:00', '2026-12-03T19:00'],
    ],
  ])('%s', (_rule, sessions, kept) => {
    expect(nextClubSessions(sessions, [5], clubs, now).map((item) => item.start)).toEqual(kept);
  });

  it.each([
    [3, 'AMSF Lyon'],
    [8, 'Club nautique de Caluire'],
    [9, null],
  ])('the club of activity %i is %s', (activityId, club) => {
    expect(nextClubSessions([session({ activityId })], [5], clubs, now)[0]?.club).toBe(club);
  });

  it('keeps the ten soonest of many', () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      session({ id: index + 10, date: `2026-12-${String(index + 1).padStart(2, '0')}` }),
    );
    const kept = nextClubSessions(many, [5], clubs, now);
    expect(kept).toHaveLength(10);
    expect(kept.at(-1)?.start).toBe('2026-12-10T19:00');
  });
});
