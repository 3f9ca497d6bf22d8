import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { yieldToMain } from '@/shared/lib/yield-to-main';
import {
  installAnswerChecker,
  installAnswerRewriter,
  installRequestChecker,
  installSpecOnlyShaper,
} from './contract/contract-gate';
import { specOnlyFromEnvironment, specOnlyOfPage } from './contract/spec-only-mode';

/**
 * Started by main.tsx (dynamic import) only when the runtime config turns mocking on, with the
 * address the page was opened at: '?mock-reset=1', '?mock-seed=large', '?mock-spec-only=1' and '?mock-hostile=1' are read from it even
 * when the first request comes after the router has moved on.
 *
 * The demo runs this on the page's main thread while the map starts, so it comes in stages, each
 * a task or a module load of its own: a phone's page answers a tap between them (ADR 0013).
 */
export async function startMockWorker(config: RuntimeConfig, pageUrl: string): Promise<void> {
  const { prepareStaticTables, persistMockDbInBrowser, seedSizeOfPage } =
    await import('./db/browser-start');
  await prepareStaticTables();
  await yieldToMain();
  persistMockDbInBrowser(pageUrl);
  const handlers = await import('./handlers/browser-start');
  handlers.applyStoredMockRules();
  await applyContract(config, pageUrl);
  await yieldToMain();
  const routes = handlers.buildHandlers(config, window.location.origin);
  const { setupWorker } = await import('msw/browser');
  ignoreFailedWorkerUpdate();
  await setupWorker(...routes).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  // The 20,000-club list is built in slices while the portal starts.
  if (seedSizeOfPage(pageUrl) === 'large') setTimeout(() => handlers.warmUpClubList(config), 0);
}

/**
 * The contract in the browser (docs/adr/0015-openapi-contract.md): the dev server checks every
 * request and every answer against docs/openapi (Ajv compiles with new Function, which the
 * production policy 'script-src self' forbids, and it would weigh on the demo); spec-only mode
 * loads the documents only when asked for. A refused request is logged as an error and still
 * answered, so that the demo goes on and the developer sees the operation and the pointer.
 */
async function applyContract(config: RuntimeConfig, pageUrl: string): Promise<void> {
  if (import.meta.env.DEV) {
    const { createAnswerChecker } = await import('./contract/answer-validator');
    const { createRequestChecker } = await import('./contract/request-validator');
    const { loggingOnly } = await import('./contract/logging-only');
    installRequestChecker(loggingOnly(createRequestChecker(config.productSlug)));
    installAnswerChecker(createAnswerChecker(config.productSlug));
  }
  const asked = specOnlyFromEnvironment(import.meta.env.VITE_MOCK_SPEC_ONLY as string | undefined);
  if (specOnlyOfPage(pageUrl) || asked) {
    const { createSpecOnlyShaper } = await import('./contract/spec-only-shaper');
    installSpecOnlyShaper(createSpecOnlyShaper(config.productSlug));
  }
  const { hostileOfPage } = await import('./hostile/hostile-mode');
  if (hostileOfPage(pageUrl)) {
    const { hostileAnswerRewriter } = await import('./hostile/hostile-answers');
    installAnswerRewriter(hostileAnswerRewriter);
  }
}

/**
 * msw/browser (getWorkerInstance) asks an installed mock worker to update itself and leaves the
 * promise without a catch. When that update fails (the page is leaving, or the registration went
 * away meanwhile), the installed worker goes on serving; only the rejection would escape as an
 * uncaught error of the page. Only that rejection is taken.
 */
function ignoreFailedWorkerUpdate(): void {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.includes('/mockServiceWorker.js')) {
      event.preventDefault();
    }
  });
}
