import type { ReactNode } from 'react';
import worldTopology from 'world-atlas/countries-110m.json';
import {
  ActivityPage,
  ClubPage,
  franceCenter,
  MapFirstPaint,
  mapPreview,
  mapZoom,
} from '@/features/enrolment/prerender';
import { VisitorGuidePage, visitorGuideTitle } from '@/features/members/prerender';
import { worldPreviewSvg } from '@/mocks/tiles/world-map-preview';
import { worldLayers, type WorldTopology } from '@/mocks/tiles/world-map-drawing';
import { setRuntimeConfig, type RuntimeConfig } from '@/shared/config/runtime-config';
import { documentTitle } from '@/shared/ui/use-page-title';
import { renderPublicPage } from './first-paint/render-public-page';

type StaticPage = { title: string; markup: string };

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

/**
 * One page for every club or activity while its code and answers arrive: the public layout and
 * the page's own loading state, as the app draws it first, so that a phone paints at once and
 * nothing moves when the app takes over (main.tsx). Its back link goes up one segment by a
 * relative address ('./' of /inscription/carte/1/102 is /inscription/carte/1/, the same route),
 * since the file does not know the club.
 */
function renderLoadingPage(path: string, page: ReactNode, location: string, backTo: string) {
  const markup = renderPublicPage(path, page, { location });
  const backLink = `href="${backTo}"`;
  if (markup.split(backLink).length !== 2)
    throw new Error(`${location}: expected one back link to ${backTo}`);
  return markup.replace(backLink, 'href="./"');
}

/** A club's page before its answers: 'Chargement du club…'. */
export function renderClubFirstPaint(config: RuntimeConfig): StaticPage {
  setRuntimeConfig(config);
  return {
    title: documentTitle('Club'),
    markup: renderLoadingPage(
      'inscription/carte/:clubId',
      <ClubPage />,
      '/inscription/carte/0',
      '/inscription/carte',
    ),
  };
}

/** An activity's page before its answers: 'Chargement de l'activité…'. */
export function renderActivityFirstPaint(config: RuntimeConfig): StaticPage {
  setRuntimeConfig(config);
  return {
    title: documentTitle('Activité'),
    markup: renderLoadingPage(
      'inscription/carte/:clubId/:activityId',
      <ActivityPage />,
      '/inscription/carte/0/0',
      '/inscription/carte/0',
    ),
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
