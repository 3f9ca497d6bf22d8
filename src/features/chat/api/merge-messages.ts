// In api/ rather than rules/: the live stream and the mocked backend (which may import only api/)
// merge with the same rule.
import type { ChatMessage } from './schemas';

/**
 * One message may reach the page up to three times: from the socket, from the create call's
 * saved copy (reloads) and from the catch-up after a reconnection. The key is the sender's
 * clientMessageId when there is one, else what the spec's message holds.
 */
export function messageKey(message: ChatMessage): string {
  return message.clientMessageId
    ? `c:${message.clientMessageId}`
    : `m:${message.idConversation}|${message.idProfile}|${Date.parse(message.createdAt)}|${message.message}`;
}

const time = (message: ChatMessage) => {
  const value = Date.parse(message.createdAt);
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
};

/**
 * The held messages with the incoming ones added: no key twice, ordered by date (a stable sort,
 * so that messages of the same instant keep their arrival order). Returns `held` itself when
 * nothing is new, so that a duplicate causes no render.
 */
export function mergeMessages(
  held: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): readonly ChatMessage[] {
  // Nothing incoming (the usual catch-up or relay): no 2,000 keys to compute.
  if (incoming.length === 0) return held;
  const keys = new Set(held.map(messageKey));
  const fresh: ChatMessage[] = [];
  for (const message of incoming) {
    const key = messageKey(message);
    if (keys.has(key)) continue;
    keys.add(key);
    fresh.push(message);
  }
  if (fresh.length === 0) return held;
  const last = held.at(-1);
  // The common case, a message newer than all: append without sorting 2,000 items.
  if (fresh.length === 1 && fresh[0] && (!last || time(fresh[0]) >= time(last))) {
    return [...held, fresh[0]];
  }
  return [...held, ...fresh].sort((a, b) => time(a) - time(b));
}

/** The date from which to ask for missed messages: the newest held, or none. */
export function catchUpSince(held: readonly ChatMessage[]): string | undefined {
  let newest: ChatMessage | undefined;
  for (const message of held) if (!newest || time(message) > time(newest)) newest = message;
  return newest?.createdAt;
}
