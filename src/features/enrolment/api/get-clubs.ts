import { loadHttp } from '@/shared/api/load-http';
import { api, withReadRetry, type ApiQueryError } from '@/shared/api/api-slice';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { ClubDataError, clusterClientById, forgetClusterClient } from '../map/cluster-client';
import type { ClubsLoaded } from '../map/cluster-protocol';
import { markClubsReceived } from '../map/map-timings';

export const malformedClubsMessage =
  "Les clubs n'ont pas pu être chargés : la réponse du serveur est invalide. Veuillez réessayer plus tard.";

/** A raw-bytes answer keeps no readable server message: the page says it its own way. */
export const unavailableClubsMessage =
  "Les clubs n'ont pas pu être chargés. Veuillez réessayer plus tard.";

function clubsError(error: unknown): ApiQueryError {
  const status = error instanceof ApiError ? (error.status ?? null) : null;
  if (error instanceof ClubDataError) {
    return { kind: 'invalid-response', status, message: malformedClubsMessage, data: {} };
  }
  if (error instanceof ApiError && error.kind === 'network') {
    return { kind: 'network', status, message: errorMessage(error), data: {} };
  }
  return { kind: 'http', status, message: unavailableClubsMessage, data: {} };
}

/**
 * GET /public/{product}: every club (up to tens of thousands). The answer stays raw bytes: the
 * clusters worker parses and validates it (clubListSchema, after fromProductKeys), so that the
 * page never parses 20,000 clubs on its main thread. The shared client keeps the bearer and
 * error interceptors; the page shows its own error state, hence silentError. The fetch adapter
 * hands the bytes over without the long main-thread task XMLHttpRequest takes on 5 MB. The HTTP
 * layer arrives with the first call, as for every RTK Query endpoint (api-slice.ts).
 */
async function getClubsPayload(): Promise<ArrayBuffer> {
  const { apiClient } = await loadHttp();
  const response = await apiClient('main').get<ArrayBuffer>(
    `/public/${getRuntimeConfig().productSlug}`,
    { responseType: 'arraybuffer', adapter: 'fetch', silentError: true },
  );
  return response.data;
}

/**
 * The clubs live in the page's clusters worker, not in the store: the query's argument is the
 * worker client's id and its result the number of clubs loaded. Its cache entry lives as long as
 * the page (keepUnusedDataFor 0), so that a new visit loads its new worker.
 */
const clubsApi = api.injectEndpoints({
  endpoints: (build) => ({
    loadClubs: build.query<ClubsLoaded, number>({
      queryFn: async (clientId, queryApi) => {
        try {
          const client = clusterClientById(clientId);
          const payload = await withReadRetry(getClubsPayload, queryApi);
          markClubsReceived();
          return { data: await client.load(payload, getRuntimeConfig().productSlug) };
        } catch (error) {
          return { error: clubsError(error) };
        }
      },
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(clientId, { cacheEntryRemoved }) {
        await cacheEntryRemoved;
        forgetClusterClient(clientId);
      },
      providesTags: ['Clubs'],
    }),
  }),
});

export const { useLoadClubsQuery } = clubsApi;
