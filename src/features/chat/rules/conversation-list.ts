import type { ConversationSummary } from '@/shared/session/schemas';
import type { ChatMessage } from '../api/schemas';
import { compareCodeUnits } from '@/shared/lib/french-order';

/** docs/spec/administration.md 3: category 1 marks a category conversation. */
export const categoryFlag = 1;

export type ListSections = { categories: ConversationSummary[]; groups: ConversationSummary[] };

/** 'Mes catégories' holds the category conversations, 'Mes groupes' the others; newest first. */
export function splitSections(conversations: readonly ConversationSummary[]): ListSections {
  const newestFirst = [...conversations].sort((a, b) =>
    compareCodeUnits(b.lastMessageCreation ?? '', a.lastMessageCreation ?? ''),
  );
  return {
    categories: newestFirst.filter((item) => item.category === categoryFlag),
    groups: newestFirst.filter((item) => item.category !== categoryFlag),
  };
}

export type OpenSection = 'categories' | 'groups';

/** 4.7: one section open at a time; toggling either flips both. */
export function toggleSection(open: OpenSection): OpenSection {
  return open === 'categories' ? 'groups' : 'categories';
}

/** 2.7 desktop: on first load, with the category section open, the first category conversation. */
export function preselectedConversation(
  conversations: readonly ConversationSummary[],
  open: OpenSection,
  mobile: boolean,
): number | undefined {
  if (mobile || open !== 'categories') return undefined;
  return splitSections(conversations).categories[0]?.id;
}

/**
 * 4.7: a live message updates its conversation's last message and date; it counts as unread
 * unless it is the reader's own or the conversation is open.
 */
export function withIncomingMessage(
  conversations: readonly ConversationSummary[],
  message: ChatMessage,
  reader: { profileId: number; openConversationId: number | undefined },
): ConversationSummary[] {
  return conversations.map((item) => {
    if (item.id !== message.idConversation) return item;
    const newer = (item.lastMessageCreation ?? '') <= message.createdAt;
    const unread = message.idProfile !== reader.profileId && reader.openConversationId !== item.id;
    return {
      ...item,
      ...(newer ? { lastMessage: message.message, lastMessageCreation: message.createdAt } : {}),
      unreadCount: (item.unreadCount ?? 0) + (unread ? 1 : 0),
    };
  });
}

/** 4.7: selecting a conversation resets its unread count to 0. */
export function withConversationRead(
  conversations: readonly ConversationSummary[],
  conversationId: number,
): ConversationSummary[] {
  return conversations.map((item) =>
    item.id === conversationId ? { ...item, unreadCount: 0 } : item,
  );
}
