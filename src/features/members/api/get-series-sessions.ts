import { api, type ApiQueryError } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { publicSessionSchema, type PublicSession } from '@/shared/activity-sessions/public-session';
import { calendarSessionsOf, type CalendarSession } from './calendar-session';
import { withMemberBookings } from './member-bookings';

const seriesEndpoint = 'GET /sessions/uuid/{uuid}';

/**
 * GET /sessions/uuid/{uuid} (docs/spec/members-area.md 7): every session of a series, with the
 * member's booking of each (the designed `reserved`, else the spec's GET /reservations/…: issue
 * 32).
 */
const seriesSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeriesSessions: build.query<CalendarSession[], { uuid: string; profileId: number }>({
      async queryFn({ uuid, profileId }, { dispatch }, _extra, baseQuery) {
        const answer = await baseQuery({
          request: { url: `/sessions/uuid/${encodeURIComponent(uuid)}`, params: { profileId } },
          schema: tolerantList(publicSessionSchema, seriesEndpoint),
        });
        if (answer.error) return { error: answer.error as ApiQueryError };
        const sessions = calendarSessionsOf(
          answer.data as PublicSession[],
          `${seriesEndpoint} (calendar)`,
        );
        try {
          return { data: await withMemberBookings(dispatch, sessions, profileId) };
        } catch (error) {
          return { error: error as ApiQueryError };
        }
      },
      providesTags: ['Reservations'],
    }),
  }),
});

export const { useGetSeriesSessionsQuery } = seriesSessionsApi;
