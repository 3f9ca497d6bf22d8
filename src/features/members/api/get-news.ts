import { requestJson } from '@/shared/api/http';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { newsPageSchema } from './schemas';

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
