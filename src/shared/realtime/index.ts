import type { RealtimeClient } from './realtime-core';

export type { RealtimeClient, RealtimeStatus, SubscribeOptions } from './realtime-core';

/** Destinations and topics of the chat service (administration.md 7.8, members-area.md 7). */
export const realtimeDestinations = {
  /** Where a member sends a message object. */
  privateMessageSend: '/ws/private-message',
  /** Every message relayed by the service, the sender's own included. */
  privateMessages: '/topic/private-messages',
  /** Designed: who joined or left a conversation (administration.md 4.7). */
  membersChangedSend: '/ws/members-changed',
  membersChanged: '/topic/members-changed',
  helloSend: '/app/hello',
  greetings: '/topic/greetings',
  notifications: '/topic/notifications',
  /** PASS (members-area.md 2): { type: 'sessionUpdated', sessionId, adresse, ... } (docs/api.md). */
  passSessions: '/topic/pass-sessions',
} as const;

type Loader = () => Promise<RealtimeClient>;

const loadStompClient: Loader = () =>
  import('./realtime-connection').then((module) => module.realtimeClient());

let loader: Loader = loadStompClient;

/**
 * The page's realtime client. stompjs and sockjs-client arrive with the first caller (a dynamic
 * import), so routes that never subscribe never download them.
 */
export function loadRealtimeClient(): Promise<RealtimeClient> {
  return loader();
}

/** Tests swap the transport for an in-memory broker. */
export function setRealtimeLoader(next: Loader | undefined): void {
  loader = next ?? loadStompClient;
}
