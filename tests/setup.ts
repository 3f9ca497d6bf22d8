import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup, configure } from '@testing-library/react';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, inject, vi } from 'vitest';
import { resetMockDb } from '@/mocks/db';
import { mockControl } from '@/mocks/control';
import { server, testConfig } from '@/mocks/node';
import { setRuntimeConfig } from '@/shared/config/runtime-config';
import { onStoredStateDiscarded } from '@/shared/lib/stored-state';
import { setRetryBaseDelay } from '@/shared/api/retry-policy';
import { forgetOwnSends } from '@/features/chat/api/own-sends';
import { installRealtimeHub } from './realtime-hub';
import { installConsoleGuard, takeUnexpectedConsole } from './console-guard';

// A findBy or waitFor waits on its condition up to 10 s instead of 1 s: the first screen of a
// test loads the app's route modules cold, and on a machine shared with other builds that (or a
// save and the reload after it) took more than 5 s; a test must fail on a bug, not on the load.
configure({ asyncUtilTimeout: 10_000 });

// Every property test replays the run's seed (tests/property-seed.global.ts).
fc.configureGlobal({ seed: inject('propertySeed') });

/** jsdom has no modal dialogs: opening only needs to set 'open', as the browser does. */
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** jsdom does not lay pages out: scrolling to the top of a new route is a no-op, not an error. */
window.scrollTo = () => undefined;

installConsoleGuard();

beforeAll(() => {
  setRuntimeConfig(testConfig);
  // Reads still retry (shared/api/retry-policy.ts), without waiting on a clock.
  setRetryBaseDelay(0);
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  // Output left by an earlier file's late callbacks is not this test's.
  takeUnexpectedConsole();
  resetMockDb();
  window.localStorage.clear();
  installRealtimeHub();
  forgetOwnSends();
  // A notice queued while nothing listened (src/shared/lib/stored-state.ts) belongs to the test
  // that caused it: delivered to nobody here, before this test listens.
  onStoredStateDiscarded(() => undefined);
  onStoredStateDiscarded(undefined);
});

afterEach(() => {
  // Vitest globals are off, so Testing Library cannot register its own automatic cleanup.
  cleanup();
  // Files share one environment (isolate: false in vite.config.ts): a spy, a stubbed global or a
  // fake clock that a test leaves behind must not reach the next file.
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
  // What a page still loads once its test is over (a live connection started when idle) meets
  // an in-memory broker, never a socket of its own that would outlive the file.
  installRealtimeHub();
  server.resetHandlers();
  mockControl.clear();
  const caught = takeUnexpectedConsole();
  if (caught.length > 0) {
    throw new Error(`Unexpected console output (tests/console-guard.ts):\n${caught.join('\n')}`);
  }
});

afterAll(() => server.close());
