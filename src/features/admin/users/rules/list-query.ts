import type { Paging } from '@/shared/lib/paging';
import type { ListFilters } from './list-filters';

export const pageSizes = [20, 50, 100] as const;
export const defaultPageSize = 50;

export type ListQuery = ListFilters & Paging;

const whole = (value: string | null): number => {
  const parsed = value !== null && /^\d+$/.test(value) ? Number(value) : 0;
  return Number.isSafeInteger(parsed) ? parsed : 0;
};

/**
 * limit among 20, 50, 100 (50 otherwise); offset a whole multiple of it
 * (docs/spec/administration.md 9).
 */
export function readPaging(params: URLSearchParams): Paging {
  const wanted = whole(params.get('limit'));
  const limit = (pageSizes as readonly number[]).includes(wanted) ? wanted : defaultPageSize;
  const offset = whole(params.get('offset'));
  return { limit, offset: offset - (offset % limit) };
}

/**
 * The list's address (docs/spec/administration.md 2.1): organization, comiteRegional, {product}
 * (the club, under the product's slug), offset and limit. Missing or invalid values mean 'all'.
 */
export function readListQuery(params: URLSearchParams, productSlug: string): ListQuery {
  return {
    organization: whole(params.get('organization')),
    region: whole(params.get('comiteRegional')),
    club: whole(params.get(productSlug)),
    ...readPaging(params),
  };
}

/** Zero (all) filters are left out, so a shared link is as short as the choice. */
export function listQueryParams(query: ListQuery, productSlug: string): URLSearchParams {
  const params = new URLSearchParams();
  if (query.organization) params.set('organization', String(query.organization));
  if (query.region) params.set('comiteRegional', String(query.region));
  if (query.club) params.set(productSlug, String(query.club));
  params.set('offset', String(query.offset));
  params.set('limit', String(query.limit));
  return params;
}

export type { Paging };
export { pageCount, pageIndex } from '@/shared/lib/paging';
