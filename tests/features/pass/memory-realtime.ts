import type { RealtimeClient } from '@/shared/realtime';

/** The in-memory realtime client: what the page publishes, and a way to emit on a topic. */
export function memoryRealtime() {
  const listeners = new Map<string, Set<(body: unknown) => void>>();
  const published: { destination: string; body: unknown }[] = [];
  const client: RealtimeClient = {
    subscribe(destination, onMessage) {
      const set = listeners.get(destination) ?? new Set();
      set.add(onMessage);
      listeners.set(destination, set);
      return () => set.delete(onMessage);
    },
    publish(destination, body) {
      published.push({ destination, body });
      return true;
    },
    status: () => 'connected',
    onStatusChange: () => () => undefined,
  };
  const emit = (destination: string, body: unknown) => {
    for (const listener of listeners.get(destination) ?? []) listener(body);
  };
  return { client, published, emit, listeners };
}
