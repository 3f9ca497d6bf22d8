import { describe, expect, it } from 'vitest';
import {
  greetingSchema,
  liveNotificationSchema,
} from '@/features/chat/notifications/live-notice-schemas';
import {
  isOwnFirstGreeting,
  maxLiveNotices,
  unreadNoticesText,
  toLiveNotice,
  unreadCount,
  withNotice,
  type LiveNotice,
} from '@/features/chat/notifications/rules/live-notices';

const arrival = new Date('2026-11-23T19:00:00Z');

const notice = (key: string, createdAt: string, read = false): LiveNotice => ({
  key,
  title: key,
  content: '',
  createdAt,
  read,
});

describe('a global notification crosses a tolerant schema', () => {
  it.each([
    [
      'every field',
      { id: 'n1', title: 'Assemblée', content: 'Samedi', createdAt: arrival.toISOString() },
    ],
    ['a title only', { title: 'Assemblée générale' }],
    ['a content only', { content: 'Le gymnase ferme à 20 h.' }],
    ['a numeric id', { id: 42, title: 'Rappel' }],
    ['an unknown field', { title: 'Rappel', priority: 'haute' }],
  ])('keeps %s', (_case, body) => {
    expect(liveNotificationSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    ['no text', { id: 'n1', createdAt: arrival.toISOString() }],
    ['blank text', { title: '  ', content: '' }],
    ['a title of the wrong type', { title: 12 }],
    ['not an object', 'Bonjour'],
    ['nothing', null],
  ])('drops %s', (_case, body) => {
    expect(liveNotificationSchema.safeParse(body).success).toBe(false);
  });

  it('dates a notification without a readable date when it arrived, and keys it by its text', () => {
    const undated = toLiveNotice({ title: 'Rappel', content: 'Cotisation' }, arrival);
    expect(undated.createdAt).toBe(arrival.toISOString());
    expect(toLiveNotice({ title: 'Rappel', createdAt: 'hier' }, arrival).createdAt).toBe(
      arrival.toISOString(),
    );
    expect(undated.key).toBe(
      toLiveNotice({ title: 'Rappel', content: 'Cotisation' }, new Date()).key,
    );
    expect(toLiveNotice({ id: 7, title: 'A' }, arrival).key).toBe(
      toLiveNotice({ id: 7, title: 'B' }, arrival).key,
    );
    expect(undated.read).toBe(false);
  });

  it('reads a greeting by its content; its clientId is optional', () => {
    expect(greetingSchema.safeParse({ content: 'Bonjour, Claire !' }).success).toBe(true);
    expect(greetingSchema.safeParse({ content: '', clientId: 'a' }).success).toBe(false);
    expect(greetingSchema.safeParse({ name: 'Claire' }).success).toBe(false);
  });
});

describe('the notification counter', () => {
  it('lists newest first and keeps one copy of a notification delivered twice', () => {
    let list = withNotice([], notice('b', '2026-11-23T10:00:00Z'));
    list = withNotice(list, notice('c', '2026-11-23T12:00:00Z'));
    list = withNotice(list, notice('a', '2026-11-23T08:00:00Z'));
    list = withNotice(list, notice('c', '2026-11-23T12:00:00Z'));
    expect(list.map((item) => item.key)).toEqual(['c', 'b', 'a']);
    expect(unreadCount(list)).toBe(3);
  });

  it('counts only the unread, and a copy of a read notice does not come back unread', () => {
    const list = withNotice(
      [notice('a', '2026-11-23T08:00:00Z', true)],
      notice('a', '2026-11-23T08:00:00Z'),
    );
    expect(unreadCount(list)).toBe(0);
    expect(unreadCount(withNotice(list, notice('b', '2026-11-23T09:00:00Z')))).toBe(1);
  });

  it(`keeps the ${maxLiveNotices} newest`, () => {
    let list: LiveNotice[] = [];
    for (let index = 0; index < maxLiveNotices + 5; index += 1) {
      list = withNotice(
        list,
        notice(`n${index}`, new Date(arrival.getTime() + index * 1000).toISOString()),
      );
    }
    expect(list).toHaveLength(maxLiveNotices);
    expect(list[0]?.key).toBe(`n${maxLiveNotices + 4}`);
  });

  it.each([
    [0, undefined],
    [1, '1 non lue'],
    [2, '2 non lues'],
  ])("words the bell's badge for %i unread: %s", (unread, words) => {
    expect(unreadNoticesText(unread)).toBe(words);
  });
});

describe('the greeting', () => {
  it.each([
    ['its own answer', 'moi', false, true],
    ['an answer without clientId', undefined, false, true],
    ["another page's answer", 'autre', false, false],
    ['a second answer, after a reconnection', 'moi', true, false],
  ])('shows %s: %s', (_case, clientId, greeted, shown) => {
    expect(isOwnFirstGreeting({ content: 'Bonjour !', clientId }, 'moi', greeted)).toBe(shown);
  });
});
