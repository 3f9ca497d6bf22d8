import { api, withReadRetry, type ApiQueryError } from '@/shared/api/api-slice';
import { ApiError, errorMessage } from '@/shared/api/api-error';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { ClubDataError, clusterClientById, forgetClusterClient } from '../map/cluster-client';
import type { ClubsLoaded } from '../map/cluster-protocol';
import { markClubsReceived } from '../map/map-timings';
import { getClubsPayload } from './clubs-payload';

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
