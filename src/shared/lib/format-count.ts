// Written by hand, not with Intl: the first Intl.NumberFormat of a page loads the locale's data,
// which took the map 40 ms at 4x CPU in the middle of drawing its first markers (issue 21), and
// `toLocaleString` builds a formatter on every call. A count needs only French digit grouping.

/** A count as a French reader writes it: 12 345 (narrow no-break space between thousands). */
export function formatCount(count: number): string {
  const grouped = String(Math.trunc(Math.abs(count))).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return count < 0 ? `-${grouped}` : grouped;
}
