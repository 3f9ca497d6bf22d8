import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@/features/chat/api/schemas';
import {
  preselectedConversation,
  splitSections,
  toggleSection,
  withConversationRead,
  withIncomingMessage,
} from '@/features/chat/rules/conversation-list';
import { dayLabel, listDate, messageTime } from '@/features/chat/rules/message-format';
import { unreadTotal } from '@/shared/session/rules/profile-loading';
import type { ConversationSummary } from '@/shared/session/schemas';

const summary = (
  id: number,
  category: number,
  at: string | null,
  unreadCount = 0,
): ConversationSummary => ({
  id,
  groupName: `Groupe ${id}`,
  category,
  lastMessage: at ? `dernier ${id}` : '',
  lastMessageCreation: at,
  unreadCount,
});

const list = [
  summary(1, 1, '2026-11-20T10:00:00Z', 2),
  summary(2, 0, '2026-11-21T10:00:00Z', 1),
  summary(3, 1, '2026-11-22T10:00:00Z'),
  summary(4, 0, null),
];

const incoming = (idConversation: number, idProfile: number): ChatMessage => ({
  message: 'Nouveau',
  idProfile,
  nom: 'Benali',
  prenom: 'Karim',
  profilePicture: null,
  createdAt: '2026-11-23T09:00:00Z',
  idConversation,
});

describe('the conversation list (2.7, 4.7)', () => {
  it("puts category 1 in 'Mes catégories' and the others in 'Mes groupes', newest first", () => {
    const sections = splitSections(list);
    expect(sections.categories.map((item) => item.id)).toEqual([3, 1]);
    expect(sections.groups.map((item) => item.id)).toEqual([2, 4]);
  });

  it('toggling either section flips both', () => {
    expect(toggleSection('categories')).toBe('groups');
    expect(toggleSection('groups')).toBe('categories');
  });

  it.each([
    ['categories', false, 3],
    ['groups', false, undefined],
    ['categories', true, undefined],
  ] as const)('with %s open (mobile %s) preselects %s', (open, mobile, expected) => {
    expect(preselectedConversation(list, open, mobile)).toBe(expected);
  });

  it('shows the date as month/day and the time as HH:mm', () => {
    expect(listDate('2026-11-05T10:00:00+01:00')).toBe('05/11');
    expect(listDate(null)).toBe('');
    expect(messageTime('2026-11-05T08:07:00+01:00')).toMatch(/^\d{2}:07$/);
  });
});

describe('the unread count', () => {
  it('is the sum over conversations; a conversation without a count adds 0', () => {
    expect(unreadTotal(list)).toBe(3);
    expect(unreadTotal([{ unreadCount: undefined }, { unreadCount: 4 }])).toBe(4);
  });

  it("grows with another member's message in a conversation that is not open", () => {
    const next = withIncomingMessage(list, incoming(2, 301), {
      profileId: 101,
      openConversationId: 1,
    });
    expect(next.find((item) => item.id === 2)).toMatchObject({
      unreadCount: 2,
      lastMessage: 'Nouveau',
      lastMessageCreation: '2026-11-23T09:00:00Z',
    });
  });

  it('stays for the open conversation and for the reader’s own message', () => {
    const open = withIncomingMessage(list, incoming(2, 301), {
      profileId: 101,
      openConversationId: 2,
    });
    expect(open.find((item) => item.id === 2)?.unreadCount).toBe(1);
    const own = withIncomingMessage(list, incoming(1, 101), {
      profileId: 101,
      openConversationId: 2,
    });
    expect(own.find((item) => item.id === 1)?.unreadCount).toBe(2);
  });

  it('ignores a message of a conversation the reader is not in', () => {
    expect(
      withIncomingMessage(list, incoming(99, 301), {
        profileId: 101,
        openConversationId: undefined,
      }),
    ).toEqual(list);
  });

  it('is reset to 0 on selecting a conversation', () => {
    expect(unreadTotal(withConversationRead(list, 1))).toBe(1);
  });
});

describe('dayLabel: the heading of a day in a conversation', () => {
  // Hours between 02:00 and 22:00 in Paris: the same day in the runner's zone (UTC or Paris).
  const now = new Date('2026-11-25T15:00:00+01:00');
  it.each([
    ['2026-11-25T08:30:00+01:00', "Aujourd'hui"],
    ['2026-11-25T02:00:00+01:00', "Aujourd'hui"],
    ['2026-11-24T21:10:00+01:00', 'Hier'],
    ['2026-11-24T02:05:00+01:00', 'Hier'],
    ['2026-11-23T21:59:00+01:00', 'Lundi 23 novembre'],
    ['2026-11-20T10:00:00+01:00', 'Vendredi 20 novembre'],
    ['2026-11-01T10:00:00+01:00', 'Dimanche 1er novembre'],
    ['2026-02-14T10:00:00+01:00', 'Samedi 14 février'],
    ['2025-12-31T10:00:00+01:00', 'Mercredi 31 décembre 2025'],
    ['pas une date', ''],
  ])('%s reads %s', (value, expected) => {
    expect(dayLabel(value, now)).toBe(expected);
  });
});
