import { z } from 'zod';
import { zAdminActivity } from '@/shared/api/generated/main/zod';
import { adminApi } from './admin-api';
import { idSchema } from './admin-schemas';

/**
 * type 1 is yearly; others (stages, events) end on `endDate` (designed, YYYY-MM-DD). Derived from
 * docs/openapi/main-api.yaml AdminActivity: the dialog offers only the activities still running,
 * which it tells by the type, so it stays required.
 */
export const clubActivitySchema = zAdminActivity.extend({
  id: idSchema,
  type: z.number().int(),
  endDate: z.iso
    .date()
    .nullish()
    .transform((value) => value ?? null),
});
export type ClubActivity = z.infer<typeof clubActivitySchema>;
export const clubActivitiesSchema = z.array(clubActivitySchema);

/** GET /user-admin/region/{regionId}/clubs/{clubId}/activities. */
const clubActivitiesApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminClubActivities: build.query<ClubActivity[], { regionId: number; clubId: number }>({
      query: ({ regionId, clubId }) => ({
        request: { url: `/user-admin/region/${regionId}/clubs/${clubId}/activities` },
        schema: clubActivitiesSchema,
      }),
    }),
  }),
});

export const { useGetAdminClubActivitiesQuery } = clubActivitiesApi;
