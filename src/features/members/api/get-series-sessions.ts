import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { calendarSessionSchema, type CalendarSession } from './calendar-session';

/** GET /sessions/uuid/{uuid} (members-area.md 7): every session of a series. */
const seriesSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeriesSessions: build.query<CalendarSession[], { uuid: string; profileId: number }>({
      query: ({ uuid, profileId }) => ({
        request: { url: `/sessions/uuid/${encodeURIComponent(uuid)}`, params: { profileId } },
        schema: tolerantList(calendarSessionSchema, 'GET /sessions/uuid/{uuid}'),
      }),
      providesTags: ['Reservations'],
    }),
  }),
});

export const { useGetSeriesSessionsQuery } = seriesSessionsApi;
