// First: no zod schema may be built before zod is told not to use eval (CSP).
import './shared/config/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { startPortal } from './app/start-portal';
import { startServiceWorkerWhenIdle } from './app/pwa/start-service-worker';
import { ConfigErrorPage } from './app/config-error-page';
import { keepFocusAcrossTakeover } from './app/keep-focus-across-takeover';
import { keepPressAcrossTakeover } from './app/keep-press-across-takeover';
import { loadRuntimeConfig, setRuntimeConfig } from './shared/config/runtime-config';
import { holdRequests, setBackendStarter } from './shared/api/backend-ready';
import { thenYield, yieldWhereScheduled } from './shared/lib/yield-to-main';
import './app/styles/global.css';

async function boot(): Promise<void> {
  // Which release this tab runs (VITE_RELEASE at build time): support can ask for it, and the
  // update journey checks that 'Recharger' took the new one.
  document.documentElement.dataset.release =
    (import.meta.env.VITE_RELEASE as string | undefined) ?? 'local';
  const container = document.getElementById('root') as HTMLElement;
  // nginx serves '/' and the map prerendered (scripts/prerender-pages.mjs): keep the page until the
  // app can draw it.
  const prerendered = container.hasChildNodes();
  if (prerendered) keepPressAcrossTakeover(container);
  // React DOM evaluates in a task of its own, not in the entry's (issue 21, docs/adr/0025).
  const [loaded, { createRoot }] = await Promise.all([
    loadRuntimeConfig(),
    thenYield(import('react-dom/client')),
  ]);
  // React listens to every event it supports on the container: a task of its own (issue 37).
  const root = createRoot(container);
  await yieldWhereScheduled();
  if (!loaded.ok) {
    root.render(<ConfigErrorPage message={loaded.message} />);
    return;
  }
  setRuntimeConfig(loaded.config);
  if (loaded.config.mockApi) {
    const pageUrl = window.location.href;
    const startMock = () =>
      import('./mocks/start-mock-worker').then(({ startMockWorker }) =>
        startMockWorker(loaded.config, pageUrl),
      );
    // The simulated card payment provider's page (mocked backend only, never in production).
    if (window.location.pathname.startsWith('/mock-checkout/')) {
      await startMock();
      const { renderMockCheckout } = await import('./mocks/checkout');
      renderMockCheckout(root, window.location.pathname);
      return;
    }
    setBackendStarter(startMock);
    // msw tells its service worker at 'beforeunload' that the page is gone; the worker then
    // passes the page's later requests to the server, which has no API and answers the app's
    // shell (an 'invalid answer' of the leaving page, seen by a journey). Held instead.
    window.addEventListener('beforeunload', holdRequests, { once: true });
  }
  const portal = await startPortal(loaded.config);
  startServiceWorkerWhenIdle(loaded.config);
  const app = <StrictMode>{portal.element}</StrictMode>;
  if (!prerendered) {
    root.render(app);
    return;
  }
  await portal.ready;
  keepFocusAcrossTakeover(container);
  // The prerendered page stays readable meanwhile: render it in slices the browser can interleave
  // with input, rather than in one long task.
  startTransition(() => root.render(app));
}

void boot();
