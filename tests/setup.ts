import '@testing-library/jest-dom/vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockDb } from '@/mocks/db';
import { mockControl } from '@/mocks/control';
import { server, testConfig } from '@/mocks/node';
import { setRuntimeConfig } from '@/shared/config/runtime-config';

beforeAll(() => {
  setRuntimeConfig(testConfig);
  server.listen({ onUnhandledRequest: 'error' });
});

beforeEach(() => {
  resetMockDb();
  window.localStorage.clear();
});

afterEach(() => {
  // Vitest globals are off, so Testing Library cannot register its own automatic cleanup.
  cleanup();
  server.resetHandlers();
  mockControl.clear();
});

afterAll(() => server.close());
