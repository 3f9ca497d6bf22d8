import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { makeStore, type AppStore } from '@/shared/store/store';
import { DialogHostProvider } from '@/shared/ui/dialog-host';
import { AppProviders } from '../app-providers';
import { PublicLayout } from '../layouts/public-layout';

/**
 * A public page inside the public layout, as HTML: the same components the app draws over it
 * (src/main.tsx renders, it does not hydrate), so nothing moves when it takes over.
 */
export function renderPublicPage(
  path: string,
  page: ReactNode,
  {
    location = `/${path}`,
    store = makeStore(),
    wrap = (routes) => routes,
  }: {
    /** The address drawn, when the route's path has parameters. */
    location?: string;
    /** A store holding the page's answers. */
    store?: AppStore;
    /** What surrounds the routes (a worker's: the held server HTML, the disabled controls). */
    wrap?: (routes: ReactNode) => ReactNode;
  } = {},
): string {
  return renderToString(
    <AppProviders store={store}>
      <StaticRouter location={location}>
        {/* The root route's (app-root.tsx): it draws nothing until a dialog opens. */}
        <DialogHostProvider>
          {wrap(
            <Routes>
              <Route path="/" element={<PublicLayout />}>
                {path === '' ? (
                  <Route index element={page} />
                ) : (
                  <Route path={path} element={page} />
                )}
              </Route>
            </Routes>,
          )}
        </DialogHostProvider>
      </StaticRouter>
    </AppProviders>,
  );
}
