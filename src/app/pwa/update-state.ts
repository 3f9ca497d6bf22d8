/**
 * Whether a new release waits to take over, and how to let it: the one piece of state between
 * the service worker's registration (loaded late, register-service-worker.ts) and the prompt.
 */
type Listener = () => void;

let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export function subscribeToUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function pendingUpdate(): (() => void) | null {
  return applyUpdate;
}

export function updateWaiting(apply: () => void): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}
