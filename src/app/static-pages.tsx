import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import worldTopology from 'world-atlas/countries-110m.json';
import { franceCenter, MapFirstPaint, mapPreview, mapZoom } from '@/features/enrolment/prerender';
import { VisitorGuidePage, visitorGuideTitle } from '@/features/members/prerender';
import { worldPreviewSvg } from '@/mocks/tiles/world-map-preview';
import { worldLayers, type WorldTopology } from '@/mocks/tiles/world-map-drawing';
import { setRuntimeConfig, type RuntimeConfig } from '@/shared/config/runtime-config';
import { makeStore } from '@/shared/store/store';
import { documentTitle } from '@/shared/ui/use-page-title';
import { AppProviders } from './app-providers';
import { PublicLayout } from './layouts/public-layout';

type StaticPage = { title: string; markup: string };

function renderPublicPage(path: string, page: ReactNode): string {
  return renderToString(
    <AppProviders store={makeStore()}>
      <StaticRouter location={`/${path}`}>
        <Routes>
          <Route path="/" element={<PublicLayout />}>
            {path === '' ? <Route index element={page} /> : <Route path={path} element={page} />}
          </Route>
        </Routes>
      </StaticRouter>
    </AppProviders>,
  );
}

/**
 * The public landing page as HTML, built once at build time (scripts/prerender-pages.mjs) so
 * that a visitor sees it before any script runs. The app draws the same markup over it once its
 * first route is ready (main.tsx), so nothing moves.
 */
export function renderLanding(config: RuntimeConfig): StaticPage {
  setRuntimeConfig(config);
  return {
    title: documentTitle(visitorGuideTitle),
    markup: renderPublicPage('', <VisitorGuidePage />),
  };
}

/** 'Trouver un club' before Leaflet and the clubs arrive, with its map as a still picture. */
export function renderMapFirstPaint(config: RuntimeConfig): StaticPage {
  setRuntimeConfig(config);
  return {
    title: documentTitle('Trouver un club'),
    markup: renderPublicPage('inscription/carte', <MapFirstPaint />),
  };
}

/** The picture of the map's first view that MapPreview shows. */
export function renderMapPreview(): string {
  return worldPreviewSvg(worldLayers(worldTopology as unknown as WorldTopology), {
    center: franceCenter,
    zoom: mapZoom.initial,
    width: mapPreview.width,
    height: mapPreview.height,
  });
}
