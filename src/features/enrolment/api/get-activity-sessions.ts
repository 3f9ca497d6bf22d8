import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { sessionSchema, type Session } from './session';

export const sessionListSchema = tolerantList(sessionSchema, 'GET /public/sessions');

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
