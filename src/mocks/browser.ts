import { setupWorker } from 'msw/browser';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { mockControl } from './control/mock-control';
import { storedRuleSource } from './control/rule-sources';
import { persistMockDbInBrowser } from './db/browser-storage';
import { seedSizeOfPage } from './db/large/seed-size';
import { getMockDb } from './db/mock-db';
import { buildHandlers } from './handlers';
import { warmUpClubList } from './handlers/enrolment/club-list';

/**
 * Started by main.tsx (dynamic import) only when the runtime config turns mocking on, with the
 * address the page was opened at: '?mock-reset=1' and '?mock-seed=large' are read from it even
 * when the first request comes after the router has moved on.
 */
export async function startMockWorker(config: RuntimeConfig, pageUrl: string): Promise<void> {
  persistMockDbInBrowser(pageUrl);
  const seedSize = seedSizeOfPage(pageUrl);
  mockControl.useSource(storedRuleSource());
  const worker = setupWorker(...buildHandlers(config, window.location.origin));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // The 20,000-club list is built in slices while the portal starts.
  if (seedSize === 'large') setTimeout(() => warmUpClubList(getMockDb(), config.productSlug), 0);
}
