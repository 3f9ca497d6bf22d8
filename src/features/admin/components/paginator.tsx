import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { pageCount, pageIndex, pageSizes, type Paging } from '../users/rules/list-query';

/** Page size (20, 50, 100), the range shown and previous/next (administration.md 9). */
export function Paginator({
  paging,
  total,
  onChange,
}: {
  paging: Paging;
  total: number;
  onChange: (paging: Paging) => void;
}) {
  const sizeId = useId();
  const page = pageIndex(paging);
  const pages = pageCount(total, paging.limit);
  const first = total === 0 ? 0 : paging.offset + 1;
  const last = Math.min(total, paging.offset + paging.limit);
  return (
    <nav className="admin-paginator" aria-label="Pagination">
      <label htmlFor={sizeId}>Éléments par page</label>
      <select
        id={sizeId}
        value={paging.limit}
        onChange={(event) => onChange({ offset: 0, limit: Number(event.target.value) })}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <p className="admin-paginator__range" aria-live="polite">
        {first} – {last} sur {total}
      </p>
      <button
        type="button"
        className="icon-button"
        aria-label="Page précédente"
        disabled={page === 0}
        onClick={() => onChange({ ...paging, offset: (page - 1) * paging.limit })}
      >
        <ChevronLeft aria-hidden="true" focusable="false" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Page suivante"
        disabled={page + 1 >= pages}
        onClick={() => onChange({ ...paging, offset: (page + 1) * paging.limit })}
      >
        <ChevronRight aria-hidden="true" focusable="false" />
      </button>
    </nav>
  );
}
