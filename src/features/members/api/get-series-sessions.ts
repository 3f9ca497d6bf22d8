import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { publicSessionSchema, type PublicSession } from '@/shared/activity-sessions/public-session';
import { calendarSessionsOf, type CalendarSession } from './calendar-session';

const seriesEndpoint = 'GET /sessions/uuid/{uuid}';

/** GET /sessions/uuid/{uuid} (members-area.md 7): every session of a series. */
const seriesSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeriesSessions: build.query<CalendarSession[], { uuid: string; profileId: number }>({
      query: ({ uuid, profileId }) => ({
        request: { url: `/sessions/uuid/${encodeURIComponent(uuid)}`, params: { profileId } },
        schema: tolerantList(publicSessionSchema, seriesEndpoint),
      }),
      transformResponse: (sessions: PublicSession[]) =>
        calendarSessionsOf(sessions, `${seriesEndpoint} (calendar)`),
      providesTags: ['Reservations'],
    }),
  }),
});

export const { useGetSeriesSessionsQuery } = seriesSessionsApi;
