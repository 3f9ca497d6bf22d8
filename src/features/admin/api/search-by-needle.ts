import { adminApi } from './admin-api';
import { pageSchema } from '@/shared/api/paged-list';
import { accountRowSchema } from './admin-schemas';
import type { AccountPage } from './search-by-filters';

export const needlePageSchema = pageSchema(
  accountRowSchema,
  'GET /user-admin/account/search-by-needle',
);

export type NeedleRequest = { needle: string; offset: number; limit: number };

const needleApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    searchAccountsByNeedle: build.query<AccountPage, NeedleRequest>({
      query: ({ needle, offset, limit }) => ({
        request: {
          url: '/user-admin/account/search-by-needle',
          params: { needle: needle.trim(), offset, limit },
        },
        schema: needlePageSchema,
      }),
      providesTags: ['AdminList'],
    }),
  }),
});

export const { useSearchAccountsByNeedleQuery } = needleApi;
