import type { QueryFlags } from '@/shared/api/query-status';
import { EmptyState } from '@/shared/ui/empty-state';
import { Paginator } from '@/shared/ui/paginator';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import type { AccountPage } from '../api/search-by-filters';
import { AccountTable } from '../components/account-table';
import { pageSizes, type Paging } from './rules/list-query';

/**
 * One page of accounts as the list and search tabs show it: loading and error states, 'Aucun
 * résultat.' for an empty answer, else the table and its paginator (docs/spec/administration.md
 * 2.1, 9).
 */
export function AccountResults({
  page,
  loadingLabel,
  errorMessage,
  caption,
  paging,
  onPage,
}: {
  page: QueryFlags & { currentData?: AccountPage };
  loadingLabel: string;
  errorMessage: string;
  caption: string;
  paging: Paging;
  onPage: (paging: Paging) => void;
}) {
  return (
    // A page of up to 100 rows is drawn in React's short tasks (at 4x CPU its one render was a
    // task of 55 to 109 ms: npm run bench:admin).
    <QueryBoundary
      query={page}
      loadingLabel={loadingLabel}
      errorMessage={errorMessage}
      deferContent
    >
      {(result) =>
        result.totalElements === 0 ? (
          <EmptyState>Aucun résultat.</EmptyState>
        ) : (
          <>
            <AccountTable rows={result.content} caption={caption} />
            <Paginator
              paging={paging}
              total={result.totalElements}
              sizes={pageSizes}
              onChange={onPage}
            />
          </>
        )
      }
    </QueryBoundary>
  );
}
