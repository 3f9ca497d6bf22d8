// In api/ rather than rules/: the socket stream (get-messages.ts) and the create call
// (create-message.ts) both read it.
import type { ChatMessage } from './schemas';

/** A message this page sent, waiting for its copy on the socket. */
type OwnSend = {
  clientMessageId: string;
  idConversation: number;
  idProfile: number;
  message: string;
  sentAt: number;
};

/** A copy that has not come back within this time is not waited for any more. */
const echoTimeoutMs = 120_000;

let awaiting: OwnSend[] = [];

function forgetStale(now: number): void {
  awaiting = awaiting.filter((send) => now - send.sentAt < echoTimeoutMs);
}

/** Called just before a send: its copy on the socket will be recognised as this message. */
export function expectOwnCopy(send: Omit<OwnSend, 'sentAt'>, now = Date.now()): void {
  forgetStale(now);
  awaiting.push({ ...send, sentAt: now });
}

/**
 * A message of the socket, or the create call's answer, with the clientMessageId of the send it
 * is a copy of. The spec's Message and socket object (docs/spec/administration.md 3, 7.8) carry no
 * such id: a copy without one is paired with the oldest waiting send of the same author, text and
 * conversation, so the socket's copy and the saved copy show as one message. A copy that carries
 * the id, or matches no send of this page, is returned as it is.
 */
export function withOwnSendId(message: ChatMessage, now = Date.now()): ChatMessage {
  forgetStale(now);
  if (message.clientMessageId) {
    awaiting = awaiting.filter((send) => send.clientMessageId !== message.clientMessageId);
    return message;
  }
  const index = awaiting.findIndex(
    (send) =>
      send.idConversation === message.idConversation &&
      send.idProfile === message.idProfile &&
      send.message === message.message,
  );
  const send = awaiting[index];
  if (!send) return message;
  awaiting = awaiting.filter((_, at) => at !== index);
  return { ...message, clientMessageId: send.clientMessageId };
}

/** For tests: nothing is waited for. */
export function forgetOwnSends(): void {
  awaiting = [];
}
