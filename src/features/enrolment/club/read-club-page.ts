import { clubDetailsEndpoint } from '@/shared/clubs/get-club-details';
import type { AppDispatch } from '@/shared/store/store';
import { clubActivitiesEndpoint } from '../api/get-club-activities';

/**
 * The answers a club's page needs, asked before it is drawn outside the app (its HTML drawn in a
 * worker, docs/adr/0030-public-pages-drawn-in-a-worker.md): the club's title names the page, or
 * undefined when an answer failed (the app draws the page and its failure).
 */
export async function readClubPage(
  dispatch: AppDispatch,
  clubId: number,
): Promise<string | undefined> {
  const once = { subscribe: false } as const;
  const [club, activities] = await Promise.all([
    dispatch(clubDetailsEndpoint.initiate(clubId, once)),
    dispatch(clubActivitiesEndpoint.initiate(clubId, once)),
  ]);
  return club.data && activities.data ? club.data.title : undefined;
}
