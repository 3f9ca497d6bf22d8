import { loadHttp } from '@/shared/api/load-http';
import { api, settle } from '@/shared/api/api-slice';
import { clusterClientById } from '../map/cluster-client';
import type { Town } from '../map/rules/town-search';

export type TownQuery = { clientId: number; search: string };

/**
 * GET {geocoderUrl}/search/?q=…&type=municipality&limit=1: the town a map search names
 * (docs/openapi/main-api.yaml `geocodeAddress`; issue 34). The answer stays raw bytes and the
 * map's worker reads it (geocoded-town.ts), as for the clubs (docs/adr/0006). Silent: without the
 * service, the search still finds clubs by name, town and postal code.
 */
async function getTownPayload(search: string): Promise<ArrayBuffer> {
  const { apiClient } = await loadHttp();
  const response = await apiClient('geocoder').get<ArrayBuffer>('/search/', {
    params: { q: search, type: 'municipality', limit: 1 },
    responseType: 'arraybuffer',
    silentError: true,
  });
  return response.data;
}

/** A failed call reads as 'no town': the search then applies to the clubs' own words. */
async function townOf({ clientId, search }: TownQuery): Promise<Town | null> {
  try {
    return await clusterClientById(clientId).readTown(await getTownPayload(search));
  } catch {
    return null;
  }
}

const geocodeTownApi = api.injectEndpoints({
  endpoints: (build) => ({
    geocodeTown: build.query<Town | null, TownQuery>({
      queryFn: (query) => settle(() => townOf(query)),
    }),
  }),
});

export const { useGeocodeTownQuery } = geocodeTownApi;
