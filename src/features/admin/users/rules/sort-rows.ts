import { compareCodeUnits, frenchSortKey } from '@/shared/lib/french-order';

export type SortDirection = 'ascending' | 'descending';
export type Sort<K extends string> = { key: K; direction: SortDirection };

/** French, case- and accent-insensitive order of a page's rows by one text column. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: Sort<K> | undefined,
  text: (row: T, key: K) => string,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row) => ({ row, key: frenchSortKey(text(row, sort.key)) }))
    .sort((a, b) => sign * compareCodeUnits(a.key, b.key))
    .map(({ row }) => row);
}

/** A click on a column header: ascending first, then flips. */
export function nextSort<K extends string>(current: Sort<K> | undefined, key: K): Sort<K> {
  if (current?.key === key && current.direction === 'ascending') {
    return { key, direction: 'descending' };
  }
  return { key, direction: 'ascending' };
}
