import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { getClubsPayload } from '../api/clubs-payload';
import { createClubExplorer } from './cluster-engine';
import { knowsAgeRanges, readClubList } from './club-list-reader';
import type { FirstMapView } from './first-map-view';
import { firstViewport } from './rules/first-view';
import { composeViewQuery } from './rules/view-query';

/**
 * The map page's first view in a box of this size, asked and clustered as the app asks it
 * before any filter (map-page.tsx), for a worker to draw (docs/adr/0030); undefined when the
 * clubs cannot be read, where the app says why.
 */
export async function askFirstMapView(box: FirstMapView['box']): Promise<FirstMapView | undefined> {
  const clubs = readClubList(await getClubsPayload(), getRuntimeConfig().productSlug);
  if (!clubs) return undefined;
  const viewport = firstViewport(box.width, box.height);
  const query = composeViewQuery({
    filter: { search: '', near: null, activityId: null, ageInMonths: null },
    mapShown: true,
    view: viewport,
    group: null,
    page: 0,
    focusId: null,
  });
  return {
    box,
    viewport,
    result: createClubExplorer(clubs.items).query(query),
    ageRangesKnown: knowsAgeRanges(clubs.items),
  };
}
