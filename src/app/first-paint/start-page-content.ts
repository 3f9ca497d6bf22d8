import type { FirstMapView } from '@/features/enrolment';
import { loadRuntimeConfig, type RuntimeConfig } from '@/shared/config/runtime-config';
import type { PageContent } from './page-content';
import { showPageContent } from './show-page-content';

/**
 * The first script of the map's, a club's or an activity's prerendered page
 * (scripts/prerender-pages.mjs): a worker draws the page with its answers (show-page-content.ts).
 */
function askWorker(
  pathname: string,
  config: RuntimeConfig,
  mapBox: FirstMapView['box'] | undefined,
): Promise<PageContent | null> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./page-content.worker.ts', import.meta.url), {
      type: 'module',
    });
    const done = (content: PageContent | null) => {
      worker.terminate();
      resolve(content);
    };
    worker.onmessage = (event: MessageEvent<PageContent | null>) => done(event.data);
    worker.onerror = () => done(null);
    worker.postMessage({ pathname, config, mapBox });
  });
}

/** public/start-after-paint.js loads the app's modules on this event. */
function startApp(): void {
  document.dispatchEvent(new Event('app-needed'));
}

// Whatever fails (the sanitiser's or the worker's file unreachable), the app draws the page.
showPageContent(document.getElementById('root'), window.location.pathname, {
  loadConfig: loadRuntimeConfig,
  askWorker,
  startApp,
}).catch(startApp);
