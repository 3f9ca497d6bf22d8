import { z } from 'zod';
import { api } from '@/shared/api/api-slice';

export const siblingsCountSchema = z.number().int().min(0);

/**
 * GET /sessions/{uuid}/siblings (docs/spec/members-area.md 7): how many sessions of the series are
 * to come.
 */
const seriesSiblingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeriesSiblings: build.query<number, string>({
      query: (uuid) => ({
        request: { url: `/sessions/${encodeURIComponent(uuid)}/siblings` },
        schema: siblingsCountSchema,
      }),
      providesTags: ['Reservations'],
    }),
  }),
});

export const { useGetSeriesSiblingsQuery } = seriesSiblingsApi;
