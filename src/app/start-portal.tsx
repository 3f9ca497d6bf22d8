import { RouterProvider } from 'react-router';
import { setAuthAdapter } from '@/shared/auth/auth-adapter';
import { createKeycloakAdapter } from '@/shared/auth/keycloak-adapter';
import { silentCheckNeeded } from '@/shared/auth/silent-check';
import { configureApiLayer } from '@/shared/api/api-layer';
import { onDroppedItems } from '@/shared/api/dropped-items';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { readStored, storageKeys } from '@/shared/lib/storage';
import { yieldWhereScheduled } from '@/shared/lib/yield-to-main';
import { onStoredStateDiscarded, storedStateNoticeTitle } from '@/shared/lib/stored-state';
import { accountSignedIn, sessionExpired } from '@/shared/session/session-slice';
import { readStoredAccount, rememberAccount } from '@/shared/session/stored-account';
import { makeStore } from '@/shared/store/store';
import {
  darkModeChanged,
  errorToast,
  infoToast,
  listItemsDropped,
  loadingChanged,
} from '@/shared/ui/ui-slice';
import * as z from 'zod/mini';
import { AppProviders } from './app-providers';
import { takeFirstPaintAnswers } from './first-paint/first-paint-answers';
import { createAppRouter } from './router';

/** Resolves once the first route's code and data are in: the page can be drawn whole. */
function firstRouteReady(router: Awaited<ReturnType<typeof createAppRouter>>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A page a worker drew before the app loaded (src/app/first-paint/) is drawn again from the same
 * answers: nothing is asked twice, and nothing blinks back to a spinner.
 */
async function seedFirstPaintAnswers(store: ReturnType<typeof makeStore>): Promise<void> {
  const answers = takeFirstPaintAnswers();
  if (!answers) return;
  const { seedAnswers } = await import('./first-paint/seed-answers');
  seedAnswers(store, answers);
}

/**
 * Wires the store, the identity provider and the API layer; returns the app element and when its
 * first route is ready (the prerendered landing stays on screen until then).
 */
export async function startPortal(config: RuntimeConfig) {
  const store = makeStore();
  store.dispatch(darkModeChanged(readStored(storageKeys.darkMode, z.boolean()) ?? false));
  // The store, the identity adapter and the router each in a task of their own: React's root,
  // the store and the adapter were one task of 77 ms in a trace of the activity page on this
  // machine, about ten times that on a low-tier phone (issue 37).
  await yieldWhereScheduled();

  const auth = createKeycloakAdapter(config.auth, window.location.origin);
  setAuthAdapter(auth);
  configureApiLayer({
    getToken: () => auth.getToken(),
    notifyError: (message) => store.dispatch(errorToast(message)),
    onLoadingChange: (loading) => store.dispatch(loadingChanged(loading)),
  });
  onDroppedItems((report) => store.dispatch(listItemsDropped(report)));
  // A stored state an older build wrote and this one cannot read is dropped: the member is told.
  onStoredStateDiscarded((message) => store.dispatch(infoToast(message, storedStateNoticeTitle)));
  // The member is told and signs in again from where they are (session-expired-dialog.tsx).
  auth.onSessionExpired(() => store.dispatch(sessionExpired()));

  // Public pages render at once; the silent check finishes in the background, where there may be
  // a session to find (silent-check.ts).
  if (silentCheckNeeded(readStoredAccount() !== undefined, window.location.hash)) {
    void auth.ready().then(() => {
      const user = auth.user();
      if (!user) return;
      rememberAccount(user);
      store.dispatch(accountSignedIn(user));
    });
  }

  await yieldWhereScheduled();
  const router = await createAppRouter();
  return {
    element: (
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    ),
    ready: firstRouteReady(router).then(() => seedFirstPaintAnswers(store)),
  };
}
