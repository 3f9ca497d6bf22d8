import { getPublicSessionsEndpoint } from '@/shared/activity-sessions/get-public-sessions';
import { clubDetailsEndpoint } from '@/shared/clubs/get-club-details';
import type { AppDispatch } from '@/shared/store/store';
import { activityEndpoint } from '../api/get-activity';
import { activityCategoriesEndpoint } from '../api/get-activity-categories';
import { isOtherClubsActivity } from './rules/categories';
import { weekOf } from './rules/timetable-week';

/**
 * The answers an activity's page needs, asked before it is drawn outside the app (its HTML drawn
 * in a worker, docs/adr/0030-public-pages-drawn-in-a-worker.md), the timetable's week as
 * use-week-sessions.ts asks it: the activity's title names the page. Undefined when an answer
 * failed or the activity is another club's: the app draws the page and says why.
 */
export async function readActivityPage(
  dispatch: AppDispatch,
  clubId: number,
  activityId: number,
): Promise<string | undefined> {
  const { startDate, endDate } = weekOf(new Date());
  const once = { subscribe: false } as const;
  const [club, activity, categories, sessions] = await Promise.all([
    dispatch(clubDetailsEndpoint.initiate(clubId, once)),
    dispatch(activityEndpoint.initiate(activityId, once)),
    dispatch(activityCategoriesEndpoint.initiate(activityId, once)),
    dispatch(getPublicSessionsEndpoint.initiate({ activityId, startDate, endDate }, once)),
  ]);
  if (!club.data || !activity.data || !categories.data || !sessions.data) return undefined;
  return isOtherClubsActivity(activity.data, club.data.id) ? undefined : activity.data.title;
}
