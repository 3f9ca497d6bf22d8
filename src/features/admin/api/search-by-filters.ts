import type { z } from 'zod';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { adminApi } from './admin-api';
import { pageSchema } from '@/shared/api/paged-list';
import { accountRowSchema } from './admin-schemas';

export const accountPageSchema = pageSchema(accountRowSchema, 'GET /user-admin/search-by-filters');
/** What the mocked backend must send: every row whole. */
export const wholeAccountPageSchema = pageSchema(accountRowSchema);
export type AccountPage = z.infer<typeof accountPageSchema>;

export type FiltersRequest = {
  organization: number;
  region: number;
  club: number;
  name?: string;
  offset: number;
  limit: number;
};

/** Zero or empty filters are omitted (docs/spec/administration.md 7.1). */
export function filtersParams(request: FiltersRequest): Record<string, string | number> {
  const params: Record<string, string | number> = {
    offset: request.offset,
    limit: request.limit,
  };
  if (request.organization) params.organization = request.organization;
  if (request.region) params.comiteRegional = request.region;
  if (request.club) params[getRuntimeConfig().productSlug] = request.club;
  if (request.name?.trim()) params.name = request.name.trim();
  return params;
}

const filtersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    searchAccountsByFilters: build.query<AccountPage, FiltersRequest>({
      query: (request) => ({
        request: { url: '/user-admin/search-by-filters', params: filtersParams(request) },
        schema: accountPageSchema,
      }),
      providesTags: ['AdminList'],
    }),
  }),
});

export const { useSearchAccountsByFiltersQuery } = filtersApi;
