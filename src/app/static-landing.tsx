import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { VisitorGuidePage, visitorGuideTitle } from '@/features/members/prerender';
import { setRuntimeConfig, type RuntimeConfig } from '@/shared/config/runtime-config';
import { makeStore } from '@/shared/store/store';
import { documentTitle } from '@/shared/ui/use-page-title';
import { AppProviders } from './app-providers';
import { PublicLayout } from './layouts/public-layout';

/**
 * The public landing page as HTML, built once at build time (scripts/prerender-landing.mjs) so
 * that a visitor sees it before any script runs. The app draws the same markup over it once its
 * first route is ready (main.tsx), so nothing moves.
 */
export function renderLanding(config: RuntimeConfig): { title: string; markup: string } {
  setRuntimeConfig(config);
  const markup = renderToString(
    <AppProviders store={makeStore()}>
      <StaticRouter location="/">
        <Routes>
          <Route path="/" element={<PublicLayout />}>
            <Route index element={<VisitorGuidePage />} />
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
  return { title: documentTitle(visitorGuideTitle), markup };
}
