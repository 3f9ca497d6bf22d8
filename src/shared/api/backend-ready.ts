type Starter = () => Promise<void>;

let starter: Starter = () => Promise.resolve();
let started: Promise<void> | undefined;

/**
 * The demo's mocked backend starts on the first call that needs it, not before the first paint:
 * a page that calls no API (the landing page) never downloads it. A real backend needs no start.
 */
export function setBackendStarter(start: Starter): void {
  starter = start;
  started = undefined;
}

/** Resolves when requests can be answered; every request waits for it (shared/api/http.ts). */
export function backendReady(): Promise<void> {
  started ??= starter();
  return started;
}

/**
 * From now on, requests wait for a backend that will not come: the demo's page is leaving, and
 * its mocked backend with it (main.tsx).
 */
export function holdRequests(): void {
  setBackendStarter(() => new Promise<void>(() => undefined));
}
