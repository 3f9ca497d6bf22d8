import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import type { FirstMapView } from '@/features/enrolment';
import {
  ActivityPage,
  askFirstMapView,
  ClubPage,
  MapFirstPaint,
  readActivityPage,
  readClubPage,
} from '@/features/enrolment/prerender';
import { onDroppedItems, type DroppedItemsReport } from '@/shared/api/dropped-items';
import { setRuntimeConfig, type RuntimeConfig } from '@/shared/config/runtime-config';
import { makeStore, type AppDispatch, type RootState } from '@/shared/store/store';
import { PendingControls } from '@/shared/ui/pending-controls';
import { ServerHtmlHold } from '@/shared/ui/safe-html';
import { documentTitle } from '@/shared/ui/use-page-title';
import type { AnswerEntry, FirstPaintAnswers } from './first-paint-answers';
import { renderPublicPage } from './render-public-page';

type ContentPage = {
  /** The route's path in the public layout (src/app/router.tsx). */
  path: string;
  page: ReactNode;
  /**
   * Asks the page's answers (`id` reads the route's numeric parameters): the page's title, or
   * undefined when the app should draw the page (an answer failed).
   */
  read: (dispatch: AppDispatch, id: (param: string) => number) => Promise<string | undefined>;
};

const contentPages: ContentPage[] = [
  {
    path: 'inscription/carte/:clubId',
    page: <ClubPage />,
    read: (dispatch, id) => readClubPage(dispatch, id('clubId')),
  },
  {
    path: 'inscription/carte/:clubId/:activityId',
    page: <ActivityPage />,
    read: (dispatch, id) => readActivityPage(dispatch, id('clubId'), id('activityId')),
  },
];

/** A public page drawn with its answers, and what the app needs to draw the same. */
export type PageContent = FirstPaintAnswers & {
  title: string;
  markup: string;
  /** The server HTML the markup holds, by number, for the page to sanitise (safe-html.tsx). */
  heldHtml: string[];
};

/**
 * Draws the public page at `pathname` with its answers, as the app would once they are in, its
 * controls disabled until the app draws it again; undefined for a page this does not draw, or
 * when the app should (an answer failed).
 */
export async function drawPageContent(
  pathname: string,
  config: RuntimeConfig,
  mapBox?: FirstMapView['box'],
): Promise<PageContent | undefined> {
  if (matchPath('/inscription/carte', pathname)) return mapBox && drawMap(config, mapBox);
  for (const { path, page, read } of contentPages) {
    const match = matchPath(`/${path}`, pathname);
    if (!match) continue;
    if (!Object.values(match.params).map(Number).every(Number.isSafeInteger)) return undefined;
    setRuntimeConfig(config);
    const dropped: DroppedItemsReport[] = [];
    onDroppedItems((report) => dropped.push(report));
    const store = makeStore();
    const title = await read(store.dispatch, (param) => Number(match.params[param]));
    if (title === undefined) return undefined;
    const heldHtml: string[] = [];
    const hold = (html: string) => heldHtml.push(html) - 1;
    const markup = renderPublicPage(path, page, {
      location: pathname,
      store,
      wrap: (routes) => (
        <ServerHtmlHold value={hold}>
          <PendingControls>{routes}</PendingControls>
        </ServerHtmlHold>
      ),
    });
    return {
      title: documentTitle(title),
      markup,
      heldHtml,
      answers: answersOf(store.getState()),
      dropped,
    };
  }
  return undefined;
}

/** 'Trouver un club' with the first view's markers and list, in a map box of this size. */
async function drawMap(
  config: RuntimeConfig,
  box: FirstMapView['box'],
): Promise<PageContent | undefined> {
  setRuntimeConfig(config);
  const mapView = await askFirstMapView(box);
  if (!mapView) return undefined;
  return {
    title: documentTitle('Trouver un club'),
    markup: renderPublicPage('inscription/carte', <MapFirstPaint first={mapView} />),
    heldHtml: [],
    answers: [],
    dropped: [],
    mapView,
  };
}

type QueryEntry = { status: string; endpointName: string; originalArgs: unknown; data: unknown };

/** The store's answers as the app's store takes them (seed-answers.ts). */
function answersOf(state: RootState): AnswerEntry[] {
  const { api } = state as { api?: { queries: Record<string, QueryEntry | undefined> } };
  return Object.values(api?.queries ?? {}).flatMap((entry) =>
    entry?.status === 'fulfilled'
      ? [{ endpointName: entry.endpointName, arg: entry.originalArgs, value: entry.data }]
      : [],
  );
}
