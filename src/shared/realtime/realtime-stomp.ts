import { Client } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import type { StompTransport, TransportCallbacks } from './realtime-core';

/** docs/spec/members-area.md: the realtime connection reconnects after 5 s. */
export const reconnectDelayMs = 5000;

/**
 * @stomp/stompjs over sockjs-client (SockJS falls back to XHR streaming where a websocket cannot
 * pass). Loaded only by the routes that open a realtime subscription.
 */
export function stompOverSockJs(url: string) {
  return (callbacks: TransportCallbacks): StompTransport => {
    const client = new Client({
      webSocketFactory: () => new SockJS(url),
      reconnectDelay: reconnectDelayMs,
      // A fresh token for every attempt: the one of the first connection may have expired.
      beforeConnect: async (self) => {
        self.connectHeaders = await callbacks.connectHeaders();
      },
      onConnect: () => callbacks.onConnect(),
      onWebSocketClose: () => callbacks.onDisconnect(),
      debug: () => undefined,
    });
    return {
      activate: () => client.activate(),
      deactivate: () => client.deactivate(),
      subscribe: (destination, onBody) =>
        client.subscribe(destination, (frame) => onBody(frame.body)),
      publish: (destination, body) =>
        client.publish({ destination, body, headers: { 'content-type': 'application/json' } }),
      get connected() {
        return client.connected;
      },
    };
  };
}
