import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { retryWhenOnline } from '@/shared/lib/retry-when-online';
import { whenIdle } from '@/shared/lib/when-idle';

/**
 * The service worker of the installable portal, in builds without the mocked backend only: the
 * demo's MSW worker owns the site's root scope (docs/adr/0016-installable-portal.md). Its code
 * loads after the page's load event and once the page is idle, so that it never weighs on the
 * first paint nor on the landing page's budget.
 */
export function startServiceWorkerWhenIdle(config: RuntimeConfig): void {
  if (config.mockApi || !('serviceWorker' in navigator)) return;
  // A connection that dropped before the page went idle would otherwise leave the page unkept
  // for offline use until the member opened the portal again.
  const register = () =>
    retryWhenOnline(() =>
      import('./register-service-worker').then(({ registerServiceWorker }) =>
        registerServiceWorker(),
      ),
    ).catch((error: unknown) => console.error('Service worker not registered', error));
  const start = () => whenIdle(() => void register());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
