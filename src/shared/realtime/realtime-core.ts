/**
 * The realtime connection without its transport: subscriptions that outlive a connection,
 * re-subscription first and catch-up second after a reconnection, a bearer in every CONNECT.
 * realtime-stomp.ts plugs in @stomp/stompjs over sockjs-client; tests plug in a fake.
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** What the core needs from a STOMP client (the subset of @stomp/stompjs's Client it uses). */
export type StompTransport = {
  activate(): void;
  deactivate(): Promise<void> | void;
  subscribe(destination: string, onBody: (body: string) => void): { unsubscribe(): void };
  publish(destination: string, body: string): void;
  readonly connected: boolean;
};

export type TransportCallbacks = {
  /** Called before every (re)connection: the headers of the CONNECT frame. */
  connectHeaders: () => Promise<Record<string, string>>;
  onConnect: () => void;
  onDisconnect: () => void;
};

export type TransportFactory = (callbacks: TransportCallbacks) => StompTransport;

export type SubscribeOptions = {
  /**
   * Called after a reconnection, once this subscription is live again: the moment to fetch what
   * was missed while the socket was down (a message relayed in between then arrives twice at
   * most, never zero times; callers drop duplicates).
   */
  onReconnected?: () => void;
  /**
   * Called each time this subscription becomes live, the first time included: a caller that read
   * a snapshot (a conversation's history) before its subscription was live fetches what was
   * published in between, which the topic never delivers to it.
   */
  onLive?: () => void;
};

type Entry = {
  destination: string;
  onMessage: (body: unknown) => void;
  options: SubscribeOptions;
  live?: { unsubscribe(): void } | undefined;
};

export type RealtimeClient = {
  subscribe(
    destination: string,
    onMessage: (body: unknown) => void,
    options?: SubscribeOptions,
  ): () => void;
  /** false when the socket is down: the caller keeps its other channel (the REST call). */
  publish(destination: string, body: unknown): boolean;
  status(): RealtimeStatus;
  onStatusChange(listener: (status: RealtimeStatus) => void): () => void;
};

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export function createRealtimeClient(
  createTransport: TransportFactory,
  getToken: () => Promise<string | undefined>,
): RealtimeClient {
  const entries = new Set<Entry>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let transport: StompTransport | undefined;
  let status: RealtimeStatus = 'idle';
  let connectedOnce = false;

  const setStatus = (next: RealtimeStatus) => {
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const attach = (entry: Entry) => {
    entry.live = transport?.subscribe(entry.destination, (body) =>
      entry.onMessage(parseBody(body)),
    );
  };

  const ensureTransport = () => {
    if (transport) return;
    setStatus('connecting');
    transport = createTransport({
      connectHeaders: async (): Promise<Record<string, string>> => {
        const token = await getToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
      onConnect: () => {
        const reconnection = connectedOnce;
        connectedOnce = true;
        // Re-subscribe everything first, so that nothing published from now on is lost (and a
        // status listener that sends, like the hello, finds its answer's topic live)...
        for (const entry of entries) attach(entry);
        setStatus('connected');
        // ...then catch up on what was published while the socket was down.
        for (const entry of entries) {
          entry.options.onLive?.();
          if (reconnection) entry.options.onReconnected?.();
        }
      },
      onDisconnect: () => {
        for (const entry of entries) entry.live = undefined;
        if (transport) setStatus('disconnected');
      },
    });
    transport.activate();
  };

  const release = () => {
    if (entries.size > 0 || !transport) return;
    const closing = transport;
    transport = undefined;
    connectedOnce = false;
    setStatus('idle');
    void closing.deactivate();
  };

  return {
    subscribe(destination, onMessage, options = {}) {
      const entry: Entry = { destination, onMessage, options };
      entries.add(entry);
      if (transport?.connected) {
        attach(entry);
        options.onLive?.();
      }
      ensureTransport();
      return () => {
        entries.delete(entry);
        if (transport?.connected) entry.live?.unsubscribe();
        release();
      };
    },
    publish(destination, body) {
      if (!transport?.connected) return false;
      transport.publish(destination, typeof body === 'string' ? body : JSON.stringify(body));
      return true;
    },
    status: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}
