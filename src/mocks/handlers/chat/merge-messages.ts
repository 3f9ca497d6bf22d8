import type { Message } from '@/shared/api/generated/chat/types';

/**
 * The mock's own merge of its stored messages with those the demo's broker relayed
 * (scripts/chat-broker.mjs): a relayed message the database also holds is kept once. The key is
 * the sender's clientMessageId when there is one, else what the spec's message holds; the result
 * is ordered by date, a message without a readable date last.
 */
const keyOf = (message: Message) =>
  message.clientMessageId
    ? `c:${message.clientMessageId}`
    : `m:${message.idConversation}|${message.idProfile}|${Date.parse(message.createdAt ?? '')}|${message.message}`;

const timeOf = (message: Message) => {
  const value = Date.parse(message.createdAt ?? '');
  return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
};

export function mergeMessages(
  held: readonly Message[],
  incoming: readonly Message[],
): readonly Message[] {
  if (incoming.length === 0) return held;
  const keys = new Set(held.map(keyOf));
  const fresh = incoming.filter((message) => {
    const key = keyOf(message);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
  if (fresh.length === 0) return held;
  return [...held, ...fresh].sort((a, b) => timeOf(a) - timeOf(b));
}
