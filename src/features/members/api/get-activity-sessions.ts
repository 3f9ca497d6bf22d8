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
 * GET /public/sessions?activityId&startDate&endDate (administration.md 7.5; members-area.md 7
 * 'Sessions by activity for a date range (YYYY-MM-DD)'). profileId is designed: it lets the
 * answer mark the sessions this profile booked (`reserved`, false when absent).
 */
const activitySessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivitySessions: build.query<CalendarSession[], ActivitySessionsArgs>({
      query: ({ activityId, profileId, from, to }) => ({
        request: {
          url: '/public/sessions',
          params: { activityId, startDate: from, endDate: to, profileId },
        },
        schema: tolerantList(calendarSessionSchema, 'GET /public/sessions (calendar)'),
      }),
      providesTags: ['Reservations'],
    }),
  }),
});

export const { useGetActivitySessionsQuery } = activitySessionsApi;
export const getActivitySessionsEndpoint = activitySessionsApi.endpoints.getActivitySessions;
