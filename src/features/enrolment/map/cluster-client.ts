import type { FederalActivityItem } from '../api/federal-activity';
import { reportDroppedItems } from '@/shared/api/dropped-items';
import {
  listEndpoints,
  type ClubsLoaded,
  type FromWorker,
  type RawAnswer,
  type ToWorker,
  type ViewQuery,
  type ViewResult,
} from './cluster-protocol';
import type { Town } from './rules/town-search';

/** An answer that breaks the contract (or a question the worker could not answer). */
export class ClubDataError extends Error {
  constructor() {
    super('Malformed answer');
    this.name = 'ClubDataError';
  }
}

/** The page's side of the clusters worker: one promise per message. */
export type ClusterClient = {
  /** Names the client in RTK Query's cache (a query argument must be serialisable). */
  readonly id: number;
  load(payload: RawAnswer, productSlug: string): Promise<ClubsLoaded>;
  query(query: ViewQuery): Promise<ViewResult>;
  readActivities(payload: RawAnswer, productSlug: string): Promise<FederalActivityItem[]>;
  /** The address service's answer to a town search, read off the main thread. */
  readTown(payload: RawAnswer): Promise<Town | null>;
  dispose(): void;
};

type Port = {
  post(message: ToWorker, transfer?: Transferable[]): void;
  listen(handler: (message: FromWorker) => void): void;
  close(): void;
};

function workerPort(): Port {
  const worker = new Worker(new URL('./clusters.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (message, transfer = []) => worker.postMessage(message, transfer),
    listen: (handler) => {
      worker.onmessage = (event: MessageEvent<FromWorker>) => handler(event.data);
    },
    close: () => worker.terminate(),
  };
}

/**
 * Without Worker support (jsdom in unit tests) the same code answers in the page, loaded on
 * demand so that it never weighs on the route's bundle.
 */
function inPagePort(): Port {
  let handler: (message: FromWorker) => void = () => undefined;
  let closed = false;
  const replier = import('./worker-reply').then(({ createWorkerReplier }) =>
    createWorkerReplier((message) => {
      if (!closed) handler(message);
    }),
  );
  let queue: Promise<unknown> = replier;
  return {
    post: (message) => {
      queue = queue.then(() => replier).then((answer) => answer(message));
    },
    listen: (next) => {
      handler = next;
    },
    close: () => {
      closed = true;
    },
  };
}

/** A question waiting for its answer, by the kind of answer it expects. */
type Pending = { reject(error: Error): void } & (
  | { answer: 'result'; resolve(result: ViewResult): void }
  | { answer: 'activities'; resolve(activities: FederalActivityItem[]): void }
  | { answer: 'town'; resolve(town: Town | null): void }
);

/** The live clients by id, so that the clubs' queries reach the page's worker. */
const clients = new Map<number, ClusterClient>();
let lastClientId = 0;

export function clusterClientById(id: number): ClusterClient {
  const client = clients.get(id);
  if (!client) throw new Error(`No clusters client ${id}`);
  return client;
}

/** Called when the page's clubs leave the cache: the client is no longer reachable. */
export function forgetClusterClient(id: number): void {
  clients.delete(id);
}

/**
 * The worker starts with the first message and a disposed client starts a new one if asked
 * again (React's StrictMode runs effects, cleanups, then effects again).
 */
export function createClusterClient(): ClusterClient {
  let port: Port | undefined;
  let nextId = 1;
  let loading: { resolve(loaded: ClubsLoaded): void; reject(error: Error): void } | undefined;
  const pending = new Map<number, Pending>();
  lastClientId += 1;
  const id = lastClientId;

  const onMessage = (message: FromWorker) => {
    // The worker left malformed items out; the page's notice says so (docs/adr/0008).
    if (message.type === 'loaded' || message.type === 'activities') {
      reportDroppedItems({
        endpoint: message.type === 'loaded' ? listEndpoints.clubs : listEndpoints.federalActivities,
        count: message.dropped,
      });
    }
    if (message.type === 'loaded') {
      const { count, dropped, ageRangesKnown, federalActivityIds } = message;
      loading?.resolve({ count, dropped, ageRangesKnown, federalActivityIds });
    } else if (message.type === 'load-failed') loading?.reject(new ClubDataError());
    else {
      const request = pending.get(message.requestId);
      pending.delete(message.requestId);
      if (message.type === 'result' && request?.answer === 'result')
        request.resolve(message.result);
      else if (message.type === 'activities' && request?.answer === 'activities')
        request.resolve(message.activities);
      else if (message.type === 'town' && request?.answer === 'town') request.resolve(message.town);
      else request?.reject(new ClubDataError());
    }
  };

  function post(message: ToWorker, transfer: Transferable[] = []) {
    if (!port) {
      port = typeof Worker === 'undefined' ? inPagePort() : workerPort();
      port.listen(onMessage);
    }
    port.post(message, transfer);
  }

  function ask(
    request: Pending,
    message: (requestId: number) => ToWorker,
    transfer?: Transferable[],
  ) {
    const requestId = nextId;
    nextId += 1;
    pending.set(requestId, request);
    post(message(requestId), transfer);
  }

  // The raw bytes move to the worker instead of being copied.
  const transferOf = (payload: RawAnswer) => (payload instanceof ArrayBuffer ? [payload] : []);

  const client: ClusterClient = {
    id,
    load(payload, productSlug) {
      return new Promise((resolve, reject) => {
        loading = { resolve, reject };
        post({ type: 'load', payload, productSlug }, transferOf(payload));
      });
    },
    query(query) {
      return new Promise((resolve, reject) => {
        ask({ answer: 'result', resolve, reject }, (requestId) => ({
          type: 'query',
          requestId,
          query,
        }));
      });
    },
    readActivities(payload, productSlug) {
      return new Promise((resolve, reject) => {
        ask(
          { answer: 'activities', resolve, reject },
          (requestId) => ({ type: 'activities', requestId, payload, productSlug }),
          transferOf(payload),
        );
      });
    },
    readTown(payload) {
      return new Promise((resolve, reject) => {
        ask(
          { answer: 'town', resolve, reject },
          (requestId) => ({ type: 'town', requestId, payload }),
          transferOf(payload),
        );
      });
    },
    dispose() {
      port?.close();
      port = undefined;
      pending.clear();
      loading = undefined;
    },
  };
  clients.set(id, client);
  return client;
}
