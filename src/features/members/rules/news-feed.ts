import type { NewsItem, NewsPage } from '../api/get-news';
import { pageProgress } from './page-progress';

export { pageProgress };

export type NewsFeedStatus = 'loading' | 'idle' | 'error';

export type NewsFeedState = {
  items: NewsItem[];
  nextPage: number;
  hasMore: boolean;
  status: NewsFeedStatus;
};

/** Appends a page, skipping news already shown (pages can shift while new posts arrive). */
export function appendNewsPage(
  state: NewsFeedState,
  page: NewsPage,
  pageIndex: number,
): NewsFeedState {
  const known = new Set(state.items.map((item) => item.id));
  const fresh = page.content.filter((item) => !known.has(item.id));
  return { items: [...state.items, ...fresh], ...pageProgress(page, pageIndex), status: 'idle' };
}

/** Every page's news in order, without the repeats that shifting pages bring. */
export function newsItemsOf(pages: readonly NewsPage[]): NewsItem[] {
  const empty: NewsFeedState = { items: [], nextPage: 0, hasMore: true, status: 'loading' };
  return pages.reduce((state, page, index) => appendNewsPage(state, page, index), empty).items;
}
