import { loadHttp } from '@/shared/api/load-http';
import { api, settle, withReadRetry } from '@/shared/api/api-slice';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { clusterClientById } from '../map/cluster-client';
import type { FederalActivity } from './federal-activity';

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

const byTitle = new Intl.Collator('fr', { sensitivity: 'base' });

/** The activity filter's choices, sorted by title; the argument is the worker client's id. */
const federalActivitiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFederalActivities: build.query<FederalActivity[], number>({
      queryFn: (clientId, queryApi) =>
        settle(async () => {
          const client = clusterClientById(clientId);
          const payload = await withReadRetry(getFederalActivitiesPayload, queryApi);
          const items = await client.readActivities(payload, getRuntimeConfig().productSlug);
          return [...items].sort((a, b) => byTitle.compare(a.title, b.title));
        }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetFederalActivitiesQuery } = federalActivitiesApi;
