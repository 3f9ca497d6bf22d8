import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { AppRoot } from '@/app/app-root';
import { FirstRouteLoading } from '@/app/first-route-loading';
import { appRoutes } from '@/app/router';
import accounts from '@/mocks/data/demo-accounts.json';
import { configureApiLayer } from '@/shared/api/api-layer';
import { setAuthAdapter, type AuthAdapter, type AuthUser } from '@/shared/auth/auth-adapter';
import { accountSignedIn } from '@/shared/session/session-slice';
import { makeStore, type AppStore, type RootState } from '@/shared/store/store';
import { errorToast, loadingChanged } from '@/shared/ui/ui-slice';
import { fakeToken } from './mocks/fake-token';

export type DemoEmail = (typeof accounts)[number]['email'];

export type RenderOptions = {
  /** A fresh store is made from it for every render (the Redux template's makeStore). */
  preloadedState?: Partial<RootState>;
  /** The address the memory router starts at. */
  route?: string;
  /**
   * With a ui element: the route pattern it is mounted at (so its params resolve), and the
   * places it leads to. Without one, the memory router runs the app's real route table.
   */
  path?: string;
  routes?: RouteObject[];
  /** A demo account (signed in, as after the silent check) or 'anonymous' (the default). */
  user?: DemoEmail | 'anonymous';
  /** An existing store, when a test renders twice (a reload) or seeds a thunk first. */
  store?: AppStore;
};

export type Rendered = RenderResult & {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: UserEvent;
};

/** The account as the identity server's token claims describe it. */
export function demoUser(email: DemoEmail): AuthUser {
  const account = accounts.find((item) => item.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    realmRoles: [...account.realmRoles],
  };
}

/**
 * The auth adapter as start-up installs it, settled: a demo account whose token the mocked
 * backend reads (the same claims as the identity server's), or nobody. Signing in or out only
 * records the wish: tests of the redirect itself run in the journeys.
 */
export function testAuthAdapter(user: DemoEmail | 'anonymous'): AuthAdapter & {
  logins: string[];
  logouts: string[];
} {
  const account = user === 'anonymous' ? undefined : demoUser(user);
  const logins: string[] = [];
  const logouts: string[] = [];
  return {
    logins,
    logouts,
    ready: () => Promise.resolve(),
    isAuthenticated: () => account !== undefined,
    user: () => account,
    login: async (redirectUri) => void logins.push(redirectUri),
    logout: async (redirectUri) => void logouts.push(redirectUri),
    getToken: async () => (account ? fakeToken(account.email) : undefined),
    onSessionExpired: () => undefined,
  };
}

/**
 * Wires a store, the auth adapter and the API layer as start-up does (bearer, French error
 * toasts, loading bar), without rendering: for tests that load session data before rendering.
 */
export function setUpApp({
  preloadedState,
  user = 'anonymous',
  store = makeStore(preloadedState),
}: Pick<RenderOptions, 'preloadedState' | 'user' | 'store'> = {}): AppStore {
  const auth = testAuthAdapter(user);
  setAuthAdapter(auth);
  configureApiLayer({
    getToken: () => auth.getToken(),
    notifyError: (message) => store.dispatch(errorToast(message)),
    onLoadingChange: (loading) => store.dispatch(loadingChanged(loading)),
  });
  const account = auth.user();
  if (account && store.getState().session.account?.email !== account.email) {
    store.dispatch(accountSignedIn(account));
  }
  return store;
}

/**
 * The one way tests render: the app's providers (store, toasts, loading bar, dialog host) and a
 * memory router, over the real route table when given an address, or around a ui element
 * (null with `routes`: only those screens and the stubs of where they lead).
 */
export function renderWithProviders(
  uiOrRoute: ReactNode | string,
  options: RenderOptions = {},
): Rendered {
  const store = setUpApp(options);
  const routes: RouteObject[] =
    typeof uiOrRoute === 'string'
      ? appRoutes
      : [
          {
            Component: AppRoot,
            HydrateFallback: FirstRouteLoading,
            children: [
              ...(uiOrRoute == null ? [] : [{ path: options.path ?? '*', element: uiOrRoute }]),
              ...(options.routes ?? []),
            ],
          },
        ];
  const start = typeof uiOrRoute === 'string' ? uiOrRoute : (options.route ?? '/');
  const router = createMemoryRouter(routes, { initialEntries: [start] });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user: userEvent.setup() };
}
