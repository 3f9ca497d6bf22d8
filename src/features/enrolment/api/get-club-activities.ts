import { api } from '@/shared/api/api-slice';
import { tolerantList } from '@/shared/api/tolerant-list';
import { activitySchema, type Activity } from './activity';

export const activityListSchema = tolerantList(
  activitySchema,
  'GET /public/valides/activities/{clubId}',
);

/** The club's validated activities, each with its categories (club page tabs). */
const clubActivitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClubActivities: build.query<Activity[], number>({
      query: (clubId) => ({
        request: { url: `/public/valides/activities/${clubId}` },
        schema: activityListSchema,
      }),
      providesTags: (_result, _error, clubId) => [{ type: 'Activities', id: `club-${clubId}` }],
    }),
  }),
});

export const { useGetClubActivitiesQuery } = clubActivitiesApi;
export const clubActivitiesEndpoint = clubActivitiesApi.endpoints.getClubActivities;
