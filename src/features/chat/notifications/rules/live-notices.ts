import type { Greeting, LiveNotificationMessage } from '../live-notice-schemas';
import { countOf } from '@/shared/lib/french';

/** A notification as the header holds it for this page session. */
export type LiveNotice = {
  /** The service's id, else the text and date: a copy delivered twice is one notice. */
  key: string;
  title: string;
  content: string;
  /** ISO date: the service's, else the moment it arrived. */
  createdAt: string;
  read: boolean;
};

/** Enough for a page session; the oldest go first. */
export const maxLiveNotices = 50;

export function toLiveNotice(message: LiveNotificationMessage, receivedAt: Date): LiveNotice {
  const given = message.createdAt ? Date.parse(message.createdAt) : Number.NaN;
  const createdAt = new Date(Number.isNaN(given) ? receivedAt.getTime() : given).toISOString();
  const title = message.title ?? '';
  const content = message.content ?? '';
  const key =
    message.id !== undefined
      ? `id:${message.id}`
      : `text:${title}\u0000${content}\u0000${message.createdAt ?? ''}`;
  return { key, title, content, createdAt, read: false };
}

/** Adds a notice unless it is already there; newest first. */
export function withNotice(notices: readonly LiveNotice[], notice: LiveNotice): LiveNotice[] {
  if (notices.some((held) => held.key === notice.key)) return [...notices];
  return [...notices, notice]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .slice(0, maxLiveNotices);
}

export function unreadCount(notices: readonly LiveNotice[]): number {
  return notices.filter((notice) => !notice.read).length;
}

/**
 * What the bell's badge says in words, none without unread: '1 non lue', '2 non lues'. The kit's
 * IconButton adds it to the name: 'Notifications, 2 non lues'.
 */
export function unreadNoticesText(unread: number): string | undefined {
  return unread === 0 ? undefined : countOf(unread, 'non lue');
}

/**
 * A page shows one greeting per session: the first that answers its own hello (same clientId,
 * or none given), never another page's, never a second one after a reconnection's hello.
 */
export function isOwnFirstGreeting(
  greeting: Greeting,
  clientId: string,
  alreadyGreeted: boolean,
): boolean {
  if (alreadyGreeted) return false;
  return greeting.clientId === undefined || greeting.clientId === clientId;
}
