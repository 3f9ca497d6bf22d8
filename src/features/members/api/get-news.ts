import { z } from 'zod';
import { api } from '@/shared/api/api-slice';
import { zNewsItem } from '@/shared/api/generated/main/zod';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { pageProgress } from '../rules/page-progress';
import { pageSchema } from '@/shared/api/paged-list';

/**
 * A news item, derived from docs/openapi/main-api.yaml NewsItem (docs/adr/0017): the card shows
 * its type, summary and date, which stay required (an item without them is left out and
 * reported); no picture or region reads as none.
 */
export const newsItemSchema = zNewsItem.extend({
  typeId: z.number().int(),
  titre: z.string(),
  resume: z.string(),
  image: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  region: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  updatedAt: z.iso.datetime({ offset: true, local: true }),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsPageSchema = pageSchema(newsItemSchema, 'GET /news/{organizationId}');
/** What the mocked backend must send: every item whole. */
export const wholeNewsPageSchema = pageSchema(newsItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsPageSize = 10;

/**
 * News of the sharing application, for the federation's organisation, one page at a time (an
 * infinite query: the page param is the page index). The home and news pages share the pages.
 */
const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNews: build.infiniteQuery<NewsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageIndex) => {
          const progress = pageProgress(lastPage, lastPageIndex);
          return progress.hasMore ? progress.nextPage : undefined;
        },
      },
      query: ({ pageParam }) => ({
        api: 'news',
        request: {
          url: `/news/${getRuntimeConfig().newsOrganizationId}`,
          params: { offset: pageParam * newsPageSize, limit: newsPageSize },
        },
        schema: newsPageSchema,
      }),
      providesTags: ['News'],
    }),
  }),
});

export const { useGetNewsInfiniteQuery } = newsApi;
