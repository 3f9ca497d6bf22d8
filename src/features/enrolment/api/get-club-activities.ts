import { requestJson } from '@/shared/api/http';
import { activityListSchema } from './schemas';

/** The club's validated activities, each with its categories (club page tabs). */
export function getClubActivities(clubId: number) {
  return requestJson('main', { url: `/public/valides/activities/${clubId}` }, activityListSchema);
}
