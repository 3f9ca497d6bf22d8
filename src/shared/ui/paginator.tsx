import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { pageCount, pageIndex, type Paging } from '@/shared/lib/paging';
import { IconButton } from './button';

/**
 * A list's pages: the page size among `sizes`, the range shown ('1 – 50 sur 120', announced
 * when it changes) and previous/next. Choosing a size goes back to the first page.
 */
export function Paginator({
  paging,
  total,
  sizes,
  onChange,
}: {
  paging: Paging;
  total: number;
  sizes: readonly number[];
  onChange: (paging: Paging) => void;
}) {
  const sizeId = useId();
  const page = pageIndex(paging);
  const pages = pageCount(total, paging.limit);
  const first = total === 0 ? 0 : paging.offset + 1;
  const last = Math.min(total, paging.offset + paging.limit);
  return (
    <nav className="paginator" aria-label="Pagination">
      <label htmlFor={sizeId}>Éléments par page</label>
      <select
        id={sizeId}
        value={paging.limit}
        onChange={(event) => onChange({ offset: 0, limit: Number(event.target.value) })}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <p className="paginator__range" aria-live="polite">
        {first} – {last} sur {total}
      </p>
      <IconButton
        label="Page précédente"
        icon={<ChevronLeft aria-hidden="true" focusable="false" />}
        disabled={page === 0}
        onClick={() => onChange({ ...paging, offset: (page - 1) * paging.limit })}
      />
      <IconButton
        label="Page suivante"
        icon={<ChevronRight aria-hidden="true" focusable="false" />}
        disabled={page + 1 >= pages}
        onClick={() => onChange({ ...paging, offset: (page + 1) * paging.limit })}
      />
    </nav>
  );
}
