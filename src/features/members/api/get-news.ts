import { z } from 'zod';
import { requestJson } from '@/shared/api/http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { pageSchema } from './paged-list';

export const newsItemSchema = z.object({
  id: z.number().int(),
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

export const newsPageSchema = pageSchema(newsItemSchema);
export type NewsPage = z.infer<typeof newsPageSchema>;

export const newsPageSize = 10;

/** News of the sharing application, for the federation's organisation, one page at a time. */
export function getNews(pageIndex: number) {
  const { newsOrganizationId } = getRuntimeConfig();
  return requestJson(
    'news',
    {
      url: `/news/${newsOrganizationId}`,
      params: { offset: pageIndex * newsPageSize, limit: newsPageSize },
    },
    newsPageSchema,
  );
}
