// First: no zod schema may be built before zod is told not to use eval (CSP).
import './shared/config/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startPortal } from './app/start-portal';
import { ConfigErrorPage } from './app/config-error-page';
import { loadRuntimeConfig, setRuntimeConfig } from './shared/config/runtime-config';
import './app/styles/global.css';

async function boot(): Promise<void> {
  const container = document.getElementById('root') as HTMLElement;
  // nginx serves '/' prerendered (scripts/prerender-landing.mjs): keep it until the app can draw it.
  const prerendered = container.hasChildNodes();
  const root = createRoot(container);
  const loaded = await loadRuntimeConfig();
  if (!loaded.ok) {
    root.render(<ConfigErrorPage message={loaded.message} />);
    return;
  }
  setRuntimeConfig(loaded.config);
  if (loaded.config.mockApi) {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker(loaded.config);
    // The simulated card payment provider's page (mocked backend only, never in production).
    if (window.location.pathname.startsWith('/mock-checkout/')) {
      const { renderMockCheckout } = await import('./mocks/checkout');
      renderMockCheckout(root, window.location.pathname);
      return;
    }
  }
  const portal = startPortal(loaded.config);
  if (prerendered) await portal.ready;
  root.render(<StrictMode>{portal.element}</StrictMode>);
}

void boot();
