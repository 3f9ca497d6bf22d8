import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { errorMessages, errorResponse, responder } from './respond';
import { createRouter, numberParam } from './router';
import { pageView } from './views/page-view';

const defaultLimit = 10;
const maxLimit = 100;

/** The sharing application's news API (base newsApiBaseUrl). */
export function newsHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('news', absoluteUrl(config.newsApiBaseUrl, origin));
  const respond = responder(config.productSlug);

  return [
    route.signedIn('GET', '/news/:organizationId', ({ db, params, url }) => {
      const organizationId = numberParam(params, 'organizationId');
      const offset = queryInt(url, 'offset', 0);
      const limit = queryInt(url, 'limit', defaultLimit);
      if (Number.isNaN(offset) || Number.isNaN(limit) || limit < 1 || limit > maxLimit) {
        return errorResponse(400, errorMessages.badPaging);
      }
      const items = db.news
        .filter((item) => item.organizationId === organizationId)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map(({ organizationId: _organization, ...item }) => item);
      return respond(pageView(items, offset, limit));
    }),
  ];
}

function queryInt(url: URL, name: string, fallback: number): number {
  const value = url.searchParams.get(name);
  if (value === null || value === '') return fallback;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}
