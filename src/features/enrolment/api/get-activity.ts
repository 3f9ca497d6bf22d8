import { api } from '@/shared/api/api-slice';
import { activitySchema, type Activity } from './activity';

const activityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<Activity, number>({
      query: (activityId) => ({
        request: { url: `/public/activity/${activityId}` },
        schema: activitySchema,
      }),
      providesTags: (_result, _error, activityId) => [{ type: 'Activities', id: activityId }],
    }),
  }),
});

export const { useGetActivityQuery } = activityApi;
export const activityEndpoint = activityApi.endpoints.getActivity;
