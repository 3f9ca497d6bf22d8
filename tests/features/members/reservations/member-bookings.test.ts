import { describe, expect, it } from 'vitest';
import { sessionsToAsk, withBookings } from '@/features/members/reservations/rules/member-bookings';

// members-area.md 7: 'GET /reservations/{sessionId}/profile/{profileId} returns a boolean'; the
// answer's `reserved` is designed (issue 32): used when given, the spec's call otherwise.
const session = (id: number, reserved: boolean | null) => ({ id, reserved });

describe('the sessions whose booking the spec call is asked for', () => {
  it.each([
    ['every answer says', [session(1, true), session(2, false)], []],
    ['no answer says', [session(1, null), session(2, null)], [1, 2]],
    ['some say', [session(1, true), session(2, null)], [2]],
    ['the same session twice (two activities)', [session(3, null), session(3, null)], [3]],
  ])('%s -> %j', (_label, sessions, expected) => {
    expect(sessionsToAsk(sessions)).toEqual(expected);
  });
});

describe('a session is booked by', () => {
  it.each([
    ["the answer's flag, whatever the call said", session(1, true), false, true],
    ["the answer's flag false", session(1, false), true, false],
    ["the spec call's true when the answer is silent", session(1, null), true, true],
    ["the spec call's false when the answer is silent", session(1, null), false, false],
    ['nothing: not booked', session(1, null), undefined, false],
  ])('%s', (_label, item, asked, expected) => {
    const answers = new Map(asked === undefined ? [] : [[1, asked]]);
    expect(withBookings([item], answers)[0]?.reserved).toBe(expected);
  });
});
