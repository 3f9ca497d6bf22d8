import { realtimeDestinations, setRealtimeLoader, type RealtimeClient } from '@/shared/realtime';

type Handler = (body: unknown) => void;

/** What the demo broker republishes a client's send to (scripts/chat-broker.mjs). */
const topicOf: Record<string, string> = {
  [realtimeDestinations.privateMessageSend]: realtimeDestinations.privateMessages,
  [realtimeDestinations.membersChangedSend]: realtimeDestinations.membersChanged,
  [realtimeDestinations.helloSend]: realtimeDestinations.greetings,
};

/** What the broker makes of a send before relaying it: a hello is answered with a greeting. */
const answerOf: Record<string, (body: unknown) => unknown> = {
  [realtimeDestinations.helloSend]: (body) => ({
    content: 'Bonjour, Claire !',
    clientId: (body as { clientId?: string } | null)?.clientId,
  }),
};

/**
 * An in-memory stand-in for the broker in unit tests (tests/setup.ts installs a fresh one
 * before each test): every subscription of the page, and `deliver` to play another member.
 */
/** The socket's message object of administration.md 7.8: no createdAt, no clientMessageId. */
const specSocketMessageFields = [
  'message',
  'profilePicture',
  'nom',
  'prenom',
  'idProfile',
  'idConversation',
] as const;

function specSocketMessage(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const source = body as Record<string, unknown>;
  return Object.fromEntries(
    specSocketMessageFields
      .filter((field) => field in source)
      .map((field) => [field, source[field]]),
  );
}

export function inMemoryRealtime() {
  const handlers = new Map<string, Set<Handler>>();
  let specOnly = false;
  const deliver = (destination: string, body: unknown) => {
    for (const handler of handlers.get(destination) ?? []) handler(structuredClone(body));
  };
  const client: RealtimeClient = {
    subscribe(destination, onMessage) {
      const set = handlers.get(destination) ?? new Set<Handler>();
      handlers.set(destination, set);
      set.add(onMessage);
      return () => void set.delete(onMessage);
    },
    publish(destination, body) {
      const relayed =
        specOnly && destination === realtimeDestinations.privateMessageSend
          ? specSocketMessage(body)
          : body;
      deliver(topicOf[destination] ?? destination, answerOf[destination]?.(relayed) ?? relayed);
      return true;
    },
    status: () => 'connected',
    onStatusChange: () => () => undefined,
  };
  const subscribers = (destination: string) => handlers.get(destination)?.size ?? 0;
  /** From now on a message is relayed as the spec's socket object, its designed fields left out. */
  const relaySpecFieldsOnly = () => {
    specOnly = true;
  };
  return { client, deliver, subscribers, relaySpecFieldsOnly };
}

let current = inMemoryRealtime();

/** The hub of the running test. */
export function realtimeHub() {
  return current;
}

export function installRealtimeHub(): void {
  current = inMemoryRealtime();
  setRealtimeLoader(() => Promise.resolve(current.client));
}
