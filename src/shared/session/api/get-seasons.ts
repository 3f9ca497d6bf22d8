import { api } from '../../api/api-slice';
import { tolerantList } from '../../api/tolerant-list';
import { seasonSchema, type Season } from '../schemas';
import { sessionCacheSeconds } from './session-cache';

export const getSeasonsResponse = tolerantList(seasonSchema, 'GET /seasons');

export const seasonsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeasons: build.query<Season[], void>({
      query: () => ({ request: { url: '/seasons' }, schema: getSeasonsResponse }),
      keepUnusedDataFor: sessionCacheSeconds,
    }),
  }),
});

export const { useGetSeasonsQuery } = seasonsApi;
export const seasonsEndpoint = seasonsApi.endpoints.getSeasons;
