import { describe, expect, it } from 'vitest';
import {
  createRealtimeClient,
  type StompTransport,
  type TransportCallbacks,
} from '@/shared/realtime/realtime-core';

/** An in-memory transport that records what the core asks, in order. */
function fakeTransport() {
  const log: string[] = [];
  const handlers = new Map<string, (body: string) => void>();
  let callbacks: TransportCallbacks | undefined;
  let connected = false;
  const transport: StompTransport = {
    activate: () => log.push('activate'),
    deactivate: () => {
      log.push('deactivate');
    },
    subscribe: (destination, onBody) => {
      log.push(`subscribe ${destination}`);
      handlers.set(destination, onBody);
      return { unsubscribe: () => log.push(`unsubscribe ${destination}`) };
    },
    publish: (destination, body) => log.push(`publish ${destination} ${body}`),
    get connected() {
      return connected;
    },
  };
  return {
    log,
    factory: (given: TransportCallbacks) => {
      callbacks = given;
      return transport;
    },
    async connect() {
      const headers = await callbacks?.connectHeaders();
      log.push(`connect ${JSON.stringify(headers)}`);
      connected = true;
      callbacks?.onConnect();
    },
    drop() {
      connected = false;
      handlers.clear();
      callbacks?.onDisconnect();
    },
    deliver: (destination: string, body: string) => handlers.get(destination)?.(body),
  };
}

describe('the realtime client', () => {
  it('sends the bearer in CONNECT and subscribes once connected', async () => {
    const fake = fakeTransport();
    const client = createRealtimeClient(fake.factory, async () => 'jeton');
    const received: unknown[] = [];
    client.subscribe('/topic/private-messages', (body) => received.push(body));
    expect(client.status()).toBe('connecting');
    await fake.connect();
    fake.deliver('/topic/private-messages', '{"message":"Salut 👋"}');
    expect(fake.log).toEqual([
      'activate',
      'connect {"Authorization":"Bearer jeton"}',
      'subscribe /topic/private-messages',
    ]);
    expect(received).toEqual([{ message: 'Salut 👋' }]);
    expect(client.status()).toBe('connected');
  });

  it('after a reconnection re-subscribes everything first, then catches up', async () => {
    const fake = fakeTransport();
    const client = createRealtimeClient(fake.factory, async () => 'jeton');
    client.subscribe('/topic/a', () => undefined, {
      onReconnected: () => fake.log.push('catch up a'),
    });
    client.subscribe('/topic/b', () => undefined, {
      onReconnected: () => fake.log.push('catch up b'),
    });
    await fake.connect();
    expect(fake.log).not.toContain('catch up a');
    fake.drop();
    expect(client.status()).toBe('disconnected');
    expect(client.publish('/ws/private-message', { message: 'x' })).toBe(false);
    fake.log.length = 0;
    await fake.connect();
    expect(fake.log).toEqual([
      'connect {"Authorization":"Bearer jeton"}',
      'subscribe /topic/a',
      'subscribe /topic/b',
      'catch up a',
      'catch up b',
    ]);
  });

  it('tells a subscriber each time its subscription goes live, the first time included', async () => {
    const fake = fakeTransport();
    const client = createRealtimeClient(fake.factory, async () => 'jeton');
    client.subscribe('/topic/a', () => undefined, { onLive: () => fake.log.push('live a') });
    await fake.connect();
    client.subscribe('/topic/b', () => undefined, { onLive: () => fake.log.push('live b') });
    fake.drop();
    await fake.connect();
    expect(fake.log.filter((line) => !line.startsWith('connect'))).toEqual([
      'activate',
      'subscribe /topic/a',
      'live a',
      'subscribe /topic/b',
      'live b',
      'subscribe /topic/a',
      'subscribe /topic/b',
      'live a',
      'live b',
    ]);
  });

  it('connects without a bearer header when signed out, and closes with the last subscriber', async () => {
    const fake = fakeTransport();
    const client = createRealtimeClient(fake.factory, async () => undefined);
    const stop = client.subscribe('/topic/greetings', () => undefined);
    await fake.connect();
    expect(client.publish('/app/hello', { name: 'Claire' })).toBe(true);
    stop();
    expect(fake.log).toEqual([
      'activate',
      'connect {}',
      'subscribe /topic/greetings',
      'publish /app/hello {"name":"Claire"}',
      'unsubscribe /topic/greetings',
      'deactivate',
    ]);
    expect(client.status()).toBe('idle');
  });

  it('tells its status listeners "connected" once the subscriptions are live again', async () => {
    const fake = fakeTransport();
    const client = createRealtimeClient(fake.factory, async () => 'jeton');
    client.subscribe('/topic/greetings', () => undefined);
    client.onStatusChange((status) => {
      if (status === 'connected') client.publish('/app/hello', {});
    });
    await fake.connect();
    fake.drop();
    await fake.connect();
    expect(fake.log.filter((line) => !line.startsWith('connect'))).toEqual([
      'activate',
      'subscribe /topic/greetings',
      'publish /app/hello {}',
      'subscribe /topic/greetings',
      'publish /app/hello {}',
    ]);
  });
});
