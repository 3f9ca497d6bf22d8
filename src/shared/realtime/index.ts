import { importInSteps } from '../lib/import-in-steps';
import { retryWhenOnline } from '../lib/retry-when-online';
import destinationList from './destinations.json';
import type { RealtimeClient } from './realtime-core';

export type { RealtimeClient, RealtimeStatus, SubscribeOptions } from './realtime-core';

/**
 * Destinations and topics of the chat service (docs/spec/administration.md 7.8,
 * docs/spec/members-area.md 7): one list, destinations.json, that the demo broker
 * (scripts/chat-broker.mjs) reads too. privateMessageSend -> privateMessages (every message, the
 * sender's own included); membersChangedSend -> membersChanged (designed,
 * docs/spec/administration.md 4.7); helloSend -> greetings; notifications (global, published by the
 * service); passSessionUpdatedSend -> passSessions (PASS 'sessionUpdated', docs/api.md).
 */
export const realtimeDestinations: Readonly<typeof destinationList> = destinationList;

type Loader = () => Promise<RealtimeClient>;

/**
 * sockjs-client, @stomp/stompjs and the connection are evaluated one by one: together they were
 * one long task as a signed-in page went idle (docs/adr/0031).
 */
const loadStompClient: Loader = () =>
  retryWhenOnline(() =>
    importInSteps([() => import('sockjs-client'), () => import('@stomp/stompjs')]).then(
      () => import('./realtime-connection'),
    ),
  ).then((module) => module.realtimeClient());

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
