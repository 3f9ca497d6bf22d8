import { Workbox } from 'workbox-window';
import { updateWaiting } from './update-state';

/** How often an open page asks whether a new release is out (besides each navigation). */
const checkEveryMs = 60 * 60 * 1000;

let followingReleases = false;

/**
 * Registers the portal's service worker (public/sw.js, docs/adr/0016-installable-portal.md).
 * A new release installs beside the running one and waits: the page shows the prompt, and only
 * the member's click lets it take over and reloads (never under a form being filled in).
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    updateWaiting(() => {
      const reload = () => window.location.reload();
      workbox.addEventListener('controlling', reload);
      // A page the old release never controlled (its first visit) gets no 'controlling' event.
      if (!navigator.serviceWorker.controller) workbox.addEventListener('activated', reload);
      workbox.messageSkipWaiting();
    });
  });
  const registration = await workbox.register();
  // A first install cut short (the connection dropped while the worker cached the portal) leaves
  // no worker, and the browser drops the registration with it: updating that one does nothing.
  // The portal registers again, at once or when the connection returns, not at the next visit.
  workbox.addEventListener('redundant', () => {
    if (registration?.active) return;
    const again = () =>
      void registerServiceWorker().catch((error: unknown) =>
        console.error('Service worker not registered', error),
      );
    if (navigator.onLine) again();
    else window.addEventListener('online', again, { once: true });
  });
  followReleases();
}

/** Asks for a new release every hour and whenever the page comes back into view. */
function followReleases(): void {
  if (followingReleases) return;
  followingReleases = true;
  const check = () =>
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.update())
      .catch(() => undefined);
  window.setInterval(check, checkEveryMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
