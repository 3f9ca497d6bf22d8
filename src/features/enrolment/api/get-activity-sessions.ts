import { requestJson } from '@/shared/api/http';
import { z } from 'zod';
import { sessionSchema } from './session';

export const sessionListSchema = z.array(sessionSchema);

/** Sessions of an activity between two days inclusive (YYYY-MM-DD). */
export function getActivitySessions(query: {
  activityId: number;
  startDate: string;
  endDate: string;
}) {
  return requestJson('main', { url: '/public/sessions', params: query }, sessionListSchema);
}
