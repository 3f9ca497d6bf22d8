import { useCallback, useEffect, useRef, useState } from 'react';
import { getNews } from '../api/get-news';
import type { NewsPage } from '../api/get-news';
import { appendNewsPage, pageProgress, type NewsFeedState } from '../rules/news-feed';

export type NewsFeed = NewsFeedState & {
  /** Loads the next page when idle and more exist; ignored otherwise. */
  loadMore: () => void;
  /** After a failure, tries the same page again. */
  retry: () => void;
};

type PageLoader = (pageIndex: number) => Promise<NewsPage>;

const initialFeed: NewsFeedState = { items: [], nextPage: 0, hasMore: true, status: 'loading' };

/**
 * The news of the federation, page by page (10 a page). The first page loads on mount; a
 * failure stops loading (status 'error') until `retry`. Shared by the home and news pages.
 */
export function useNewsFeed(loadPage: PageLoader = getNews): NewsFeed {
  const [state, setState] = useState<NewsFeedState>(initialFeed);
  // What callbacks need to decide, kept outside render: a page in flight, the last failure,
  // the next page index, whether more exist, and the mount generation (late answers of an
  // unmounted or remounted feed are dropped).
  const busy = useRef(true);
  const failed = useRef(false);
  const nextPage = useRef(0);
  const hasMore = useRef(true);
  const generation = useRef(0);

  const fetchPage = useCallback(
    (pageIndex: number) => {
      const requestGeneration = generation.current;
      busy.current = true;
      Promise.resolve()
        .then(() => loadPage(pageIndex))
        .then(
          (page) => {
            if (requestGeneration !== generation.current) return;
            busy.current = false;
            const next = pageProgress(page, pageIndex);
            nextPage.current = next.nextPage;
            hasMore.current = next.hasMore;
            setState((current) => appendNewsPage(current, page, pageIndex));
          },
          () => {
            if (requestGeneration !== generation.current) return;
            busy.current = false;
            failed.current = true;
            setState((current) => ({ ...current, status: 'error' }));
          },
        );
    },
    [loadPage],
  );

  useEffect(() => {
    fetchPage(0);
    return () => {
      generation.current += 1;
    };
  }, [fetchPage]);

  const requestNext = useCallback(
    (afterFailure: boolean) => {
      if (busy.current || !hasMore.current || failed.current !== afterFailure) return;
      failed.current = false;
      setState((current) => ({ ...current, status: 'loading' }));
      fetchPage(nextPage.current);
    },
    [fetchPage],
  );

  const loadMore = useCallback(() => requestNext(false), [requestNext]);
  const retry = useCallback(() => requestNext(true), [requestNext]);

  return { ...state, loadMore, retry };
}
