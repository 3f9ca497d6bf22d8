import { skipToken } from '@reduxjs/toolkit/query';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useSearchAccountsByNeedleQuery } from '../api/search-by-needle';
import { AccountResults } from './account-results';
import { readPaging, type Paging } from './rules/list-query';
import { searchMinLength, searchPauseMs, shouldSearch } from './rules/search-trigger';
import { useScrollToTop } from './use-scroll-to-top';
import { AdminTabSection } from '../components/admin-tab-section';

const searchLabel = 'Rechercher par nom de famille, prénom ou adresse email';

/**
 * Account search: needle, offset and limit live in the address (docs/spec/administration.md 2.1).
 */
export function AccountSearchTab() {
  usePageTitle('Recherche de comptes');
  const [params, setParams] = useSearchParams();
  const needle = (params.get('needle') ?? '').trim();
  const paging = readPaging(params);
  const [text, setText] = useState(needle);
  const [shownNeedle, setShownNeedle] = useState(needle);

  // Back and forward (or a shared link) change the needle: the box follows (during render, as
  // React recommends for state derived from a changing value).
  if (shownNeedle !== needle) {
    setShownNeedle(needle);
    setText(needle);
  }

  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (shouldSearch(text, needle)) {
        setParams({ needle: text.trim(), offset: '0', limit: String(paging.limit) });
      }
    }, searchPauseMs);
    return () => window.clearTimeout(timer);
  }, [text, needle, paging.limit, setParams]);

  const active = needle.length >= searchMinLength;
  const page = useSearchAccountsByNeedleQuery(active ? { needle, ...paging } : skipToken);
  useScrollToTop(`${needle}-${paging.offset}-${paging.limit}`);
  const go = (next: Paging) =>
    setParams({ needle, offset: String(next.offset), limit: String(next.limit) });

  return (
    <AdminTabSection title="Recherche de comptes" hideTitle>
      <div className="admin-search">
        <Search aria-hidden="true" focusable="false" className="admin-search__icon" />
        <input
          type="search"
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {active && (
        <AccountResults
          page={page}
          loadingLabel="Recherche en cours…"
          errorMessage="La recherche a échoué."
          caption="Comptes trouvés"
          paging={paging}
          onPage={go}
        />
      )}
    </AdminTabSection>
  );
}
