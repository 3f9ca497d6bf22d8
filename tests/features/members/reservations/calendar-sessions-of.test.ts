import { describe, expect, it, vi } from 'vitest';
import { calendarSessionsOf } from '@/features/members/api/calendar-session';
import { onDroppedItems, type DroppedItemsReport } from '@/shared/api/dropped-items';
import { publicSessionSchema } from '@/shared/activity-sessions/public-session';

/**
 * The reservations calendar selects its sessions from the one GET /public/sessions schema
 * (docs/adr/0018-one-data-path.md): members-area.md 3 names, for the calendar's session, id, uuid,
 * date, startHour, endHour, activityId, activityName, categoryId, categoryName, description,
 * maxSlots, soldPlaces and static.
 */
const whole = {
  id: 7,
  uuid: 'seance-7',
  date: '2025-09-06',
  startHour: '10:00:00',
  endHour: '11:30:00',
  activityId: 3,
  activityName: 'Natation',
  categoryId: 12,
  categoryName: 'Adultes',
  description: null,
  maxSlots: 12,
  soldPlaces: 4,
  static: true,
};

describe('calendarSessionsOf', () => {
  it.each([
    ['a session with every field the spec names', {}, 1],
    ['a session without its uuid (keyed by its id)', { uuid: undefined }, 1],
    ['a session whose uuid is null', { uuid: null }, 1],
    ['a session without its activity name', { activityName: null }, 0],
    ['a session without its category', { categoryId: undefined }, 0],
    ['a session without its places', { maxSlots: undefined }, 0],
    ['a session without the recurring flag', { static: undefined }, 0],
    ['a session without its description (may be null)', { description: undefined }, 1],
    ['a session with a malformed activity id', { activityId: 'three' }, 0],
  ])('%s: kept %i', (_label, change, kept) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reports: DroppedItemsReport[] = [];
    onDroppedItems((report) => reports.push(report));
    const session = publicSessionSchema.parse({ ...whole, ...change });
    expect(calendarSessionsOf([session], 'calendar')).toHaveLength(kept);
    expect(reports).toEqual([{ endpoint: 'calendar', count: 1 - kept }]);
  });

  it('reads an absent designed booking flag as not known (asked then) and no picture', () => {
    const [session] = calendarSessionsOf([publicSessionSchema.parse(whole)], 'calendar');
    expect(session).toMatchObject({ reserved: null, imageUrl: null });
  });
});
