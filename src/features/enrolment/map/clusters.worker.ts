import type { FromWorker, ToWorker } from './cluster-protocol';
import { createWorkerReplier } from './worker-reply';

/**
 * Parses, validates and clusters the clubs off the main thread: with 20,000 clubs the JSON, the
 * schema and the index would otherwise freeze the page (docs/adr/0006-map-zoom-and-clustering.md).
 * It validates the federal activities too, so that the page's main thread needs no zod at all.
 */
type WorkerScope = {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

const scope = self as unknown as WorkerScope;
const answer = createWorkerReplier((message) => scope.postMessage(message));

scope.onmessage = ({ data }) => answer(data);
