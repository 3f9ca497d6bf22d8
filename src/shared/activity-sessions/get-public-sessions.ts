import { api } from '../api/api-slice';
import { tolerantList } from '../api/tolerant-list';
import { publicSessionSchema, type PublicSession } from './public-session';

export const publicSessionsEndpoint = 'GET /public/sessions';
export const publicSessionListSchema = tolerantList(publicSessionSchema, publicSessionsEndpoint);

/**
 * Sessions of an activity between two days inclusive (YYYY-MM-DD). profileId is designed
 * (docs/openapi/main-api.yaml): the answer marks the sessions this profile booked (`reserved`).
 */
export type PublicSessionsArgs = {
  activityId: number;
  startDate: string;
  endDate: string;
  profileId?: number;
};

/**
 * GET /public/sessions?activityId&startDate&endDate (docs/spec/administration.md 7.5;
 * docs/spec/enrolment.md 7; docs/spec/members-area.md 7): one endpoint for the activity page's week
 * timetable and the members' reservations calendar, each selecting what it needs
 * (docs/adr/0018-one-data-path.md). A booking or a cancel (tag Reservations) changes the places
 * left, so it refetches.
 */
const publicSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicSessions: build.query<PublicSession[], PublicSessionsArgs>({
      query: (params) => ({
        request: { url: '/public/sessions', params },
        schema: publicSessionListSchema,
      }),
      providesTags: ['Reservations'],
    }),
  }),
});

export const { useGetPublicSessionsQuery } = publicSessionsApi;
export const getPublicSessionsEndpoint = publicSessionsApi.endpoints.getPublicSessions;
