import { z } from 'zod';
import { adminApi } from './admin-api';
import { refSchema } from './admin-schemas';

export const regionClubsSchema = z.array(refSchema);

/** GET /user-admin/region/{id}/clubs (the responsibility dialog's club list). */
const regionClubsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminRegionClubs: build.query<z.infer<typeof regionClubsSchema>, number>({
      query: (regionId) => ({
        request: { url: `/user-admin/region/${regionId}/clubs` },
        schema: regionClubsSchema,
      }),
    }),
  }),
});

export const { useGetAdminRegionClubsQuery } = regionClubsApi;
