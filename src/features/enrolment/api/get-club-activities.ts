import { requestJson } from '@/shared/api/http';
import { z } from 'zod';
import { activitySchema } from './activity';

export const activityListSchema = z.array(activitySchema);

/** The club's validated activities, each with its categories (club page tabs). */
export function getClubActivities(clubId: number) {
  return requestJson('main', { url: `/public/valides/activities/${clubId}` }, activityListSchema);
}
