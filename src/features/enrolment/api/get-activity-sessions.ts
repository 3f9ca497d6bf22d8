import { api } from '@/shared/api/api-slice';
import { z } from 'zod';
import { sessionSchema, type Session } from './session';

export const sessionListSchema = z.array(sessionSchema);

/** Sessions of an activity between two days inclusive (YYYY-MM-DD). */
export type SessionsQuery = { activityId: number; startDate: string; endDate: string };

const activitySessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivitySessions: build.query<Session[], SessionsQuery>({
      query: (params) => ({
        request: { url: '/public/sessions', params },
        schema: sessionListSchema,
      }),
    }),
  }),
});

export const { useGetActivitySessionsQuery } = activitySessionsApi;
