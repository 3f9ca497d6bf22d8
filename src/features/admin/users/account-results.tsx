import type { QueryFlags } from '@/shared/api/query-status';
import { AsyncContent } from '@/shared/ui/async-content';
import type { AccountPage } from '../api/search-by-filters';
import { AccountTable } from '../components/account-table';
import { Paginator } from '../components/paginator';
import type { Paging } from './rules/list-query';

/**
 * One page of accounts as the list and search tabs show it: loading and error states, 'Aucun
 * résultat.' for an empty answer, else the table and its paginator (administration.md 2.1, 9).
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
    <AsyncContent query={page} loadingLabel={loadingLabel} errorMessage={errorMessage}>
      {(result) =>
        result.totalElements === 0 ? (
          <p>Aucun résultat.</p>
        ) : (
          <>
            <AccountTable rows={result.content} caption={caption} />
            <Paginator paging={paging} total={result.totalElements} onChange={onPage} />
          </>
        )
      }
    </AsyncContent>
  );
}
