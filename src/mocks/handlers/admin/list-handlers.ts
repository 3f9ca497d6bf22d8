import { HttpResponse } from 'msw';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { errorMessages, errorResponse, wireBody, type Respond } from '../respond';
import type { MockRouter } from '../router';
import { pageView } from '../views/page-view';
import { accountRowView, accountsByNeedle, filteredAccounts } from './account-list';
import { pagingOf, wholeParam } from './paging';
import { privilegesView, viewerOf } from './staff-queries';

export function listHandlers(route: MockRouter, respond: Respond, config: RuntimeConfig) {
  return [
    route.signedIn('GET', '/user-admin/privileges', ({ db, account }) => {
      const { clubs, ...rest } = privilegesView(db, viewerOf(db, account.email));
      // docs/spec/administration.md 3 names the list 'clubs' on the wire (docs/openapi Privileges),
      // not '{product}s' as respond's renaming would send it: the rest goes through it, clubs not.
      const wire = wireBody(config.productSlug, rest);
      return HttpResponse.json({ ...(wire as object), clubs });
    }),

    route.signedIn('GET', '/user-admin/search-by-filters', ({ db, account, url }) => {
      const paging = pagingOf(url);
      if (!paging) return errorResponse(400, errorMessages.badPaging);
      const accounts = filteredAccounts(db, viewerOf(db, account.email), {
        organization: wholeParam(url, 'organization'),
        region: wholeParam(url, 'comiteRegional'),
        club: wholeParam(url, config.productSlug),
        name: url.searchParams.get('name') ?? '',
      });
      const page = pageView(accounts, paging.offset, paging.limit);
      return respond({ ...page, content: page.content.map((row) => accountRowView(db, row)) });
    }),

    route.signedIn('GET', '/user-admin/account/search-by-needle', ({ db, url }) => {
      const paging = pagingOf(url);
      if (!paging) return errorResponse(400, errorMessages.badPaging);
      const accounts = accountsByNeedle(db, url.searchParams.get('needle') ?? '');
      const page = pageView(accounts, paging.offset, paging.limit);
      return respond({ ...page, content: page.content.map((row) => accountRowView(db, row)) });
    }),
  ];
}
