import { createEvents } from 'ics';
import { describe, expect, it } from 'vitest';
import type { CalendarSession } from '@/features/members/api/calendar-session';
import {
  calendarFileName,
  sessionEvent,
} from '@/features/members/reservations/rules/calendar-file';
import { calendarScope } from '@/features/members/reservations/rules/member-categories';
import type { Membership } from '@/shared/session/schemas';

const saturday = (date: string): CalendarSession => ({
  id: 1,
  uuid: 'serie-1011-2026-2',
  date,
  startHour: '10:00',
  endHour: '11:30',
  activityId: 101,
  activityName: 'Natation',
  categoryId: 1011,
  categoryName: 'Adultes',
  description: 'Cycle de six séances',
  maxSlots: 12,
  soldPlaces: 3,
  static: true,
  reserved: true,
  imageUrl: null,
});

describe("'Ajouter à mon agenda' (.ics)", () => {
  it('writes each session in UTC from its Paris time, across the change of March', () => {
    const { error, value } = createEvents(
      ['2027-03-27', '2027-04-03'].map((date) => sessionEvent(saturday(date), 'AMSF')),
    );
    expect(error).toBeNull();
    expect(value).toContain('DTSTART:20270327T090000Z');
    expect(value).toContain('DTEND:20270327T103000Z');
    expect(value).toContain('DTSTART:20270403T080000Z');
    expect(value).toContain('SUMMARY:Natation - Adultes');
  });

  it.each([
    [false, 'natation-adultes-2027-03-27.ics'],
    [true, 'natation-adultes-serie.ics'],
  ])('series %s -> %s', (series, name) => {
    expect(calendarFileName(saturday('2027-03-27'), series)).toBe(name);
  });
});

describe('the calendar covers the categories of this season', () => {
  const membership = (season: string, activityId: number, categoryId: number): Membership => ({
    id: categoryId,
    season: { id: 1, title: season },
    activity: { id: activityId, title: 'A', type: 1, imageUrl: null },
    clubId: 1,
    club: { id: 1, title: 'Club', logoUrl: null },
    end: null,
    license: null,
    subscriptionMemberships: [
      { activityCategory: { id: categoryId }, activityCategoryPrice: null },
    ],
  });

  it.each([
    [[], { activityIds: [], categoryIds: [] }],
    [[membership('2026/2027', 101, 1011)], { activityIds: [101], categoryIds: [1011] }],
    [
      [membership('2026/2027', 101, 1011), membership('2026/2027', 101, 1012)],
      { activityIds: [101], categoryIds: [1011, 1012] },
    ],
    [[membership('2025/2026', 102, 1021)], { activityIds: [], categoryIds: [] }],
  ])('%#', (memberships, scope) => {
    expect(calendarScope(memberships, '2026/2027')).toEqual(scope);
  });
});
