import { api } from '@/shared/api/api-slice';
import { requestJson } from '@/shared/api/http';
import { activitySchema, type Activity } from './activity';

export function getActivity(activityId: number) {
  return requestJson('main', { url: `/public/activity/${activityId}` }, activitySchema);
}

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
