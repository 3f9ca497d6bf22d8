import { nounFor } from '@/shared/lib/french';
import { formatCount } from '@/shared/lib/format-count';

export const listPageSize = 20;

export function pageCount(total: number, size: number = listPageSize): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Keeps a page number inside 0..last. */
export function clampPage(page: number, total: number, size: number = listPageSize): number {
  return Math.min(Math.max(0, Math.floor(page)), pageCount(total, size) - 1);
}

/** The page showing the item at `index`, or the requested page when the item is not listed. */
export function pageShowing(
  index: number,
  requestedPage: number,
  total: number,
  size: number = listPageSize,
): number {
  return index >= 0 ? Math.floor(index / size) : clampPage(requestedPage, total, size);
}

/** The live region's sentence. */
export function foundLabel(count: number): string {
  if (count === 0) return 'Aucun club trouvé';
  const number = formatCount(count);
  return `${number} ${nounFor(count, 'club trouvé', 'clubs trouvés')}`;
}

/** Accessible name of a cluster marker: what it holds and what a click does. */
export function clusterLabel(count: number, zoomsIn: boolean): string {
  const number = formatCount(count);
  return zoomsIn
    ? `Groupe de ${number} clubs, zoomer`
    : `Groupe de ${number} clubs, afficher la liste`;
}
