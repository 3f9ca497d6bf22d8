import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { calendarSessionSchema, type CalendarSession } from './calendar-session';

export type ActivitySessionsArgs = {
  activityId: number;
  profileId: number;
  from: string;
  to: string;
};

/**
 * GET /sessions/activity/{activityId}?from=&to=&profileId= (members-area.md 7 'Sessions by
 * activity for a date range (YYYY-MM-DD)'; path and profileId designed).
 */
const activitySessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivitySessions: build.query<CalendarSession[], ActivitySessionsArgs>({
      query: ({ activityId, profileId, from, to }) => ({
        request: { url: `/sessions/activity/${activityId}`, params: { from, to, profileId } },
        schema: tolerantList(calendarSessionSchema, 'GET /sessions/activity/{activityId}'),
      }),
      providesTags: ['Reservations'],
    }),
  }),
});

export const { useGetActivitySessionsQuery } = activitySessionsApi;
export const getActivitySessionsEndpoint = activitySessionsApi.endpoints.getActivitySessions;
