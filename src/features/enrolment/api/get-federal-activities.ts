import { loadHttp } from '@/shared/api/load-http';
import { api, settle, withReadRetry } from '@/shared/api/api-slice';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { clusterClientById } from '../map/cluster-client';
import type { FederalActivityItem } from './federal-activity';

/**
 * GET /public/activities/federal, the activity filter of the map and the list. Like the clubs,
 * the answer stays raw bytes: the map's worker validates it with federalActivitySchema (after
 * fromProductKeys), so the map route's main thread carries no zod (docs/adr/0006).
 */
async function getFederalActivitiesPayload(): Promise<ArrayBuffer> {
  const { apiClient } = await loadHttp();
  const response = await apiClient('main').get<ArrayBuffer>('/public/activities/federal', {
    responseType: 'arraybuffer',
    silentError: true,
  });
  return response.data;
}

/**
 * The answer's items, read by the worker; the filter's choices are made from them and the clubs
 * (map/rules/federal-activity-choices.ts). The argument is the worker client's id.
 */
const federalActivitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFederalActivities: build.query<FederalActivityItem[], number>({
      queryFn: (clientId, queryApi) =>
        settle(async () => {
          const client = clusterClientById(clientId);
          const payload = await withReadRetry(getFederalActivitiesPayload, queryApi);
          return client.readActivities(payload, getRuntimeConfig().productSlug);
        }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFederalActivitiesQuery } = federalActivitiesApi;
