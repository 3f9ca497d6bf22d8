import { useCallback, useEffect, useRef } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { NewsCard } from '../components/news-card';
import { NewsCardPlaceholders } from '../components/news-card-placeholders';
import { useGetNewsInfiniteQuery } from '../api/get-news';
import { newsItemsOf } from '../rules/news-feed';
import '../members.css';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

/** Enough grey cards to fill a screen while the first page loads. */
const firstPagePlaceholders = 6;

/** The next page loads when the end of the list comes within 100 px of the viewport. */
const sentinelMargin = '0px 0px 100px 0px';

export function NewsPage() {
  usePageTitle('Actualités');
  const news = useGetNewsInfiniteQuery();
  const items = newsItemsOf(news.data?.pages ?? []);
  const status = news.isFetching ? 'loading' : news.isError ? 'failed' : 'succeeded';
  const hasMore = news.data === undefined || news.hasNextPage;
  const { fetchNextPage } = news;
  // One page at a time, and none after a failure until 'Réessayer' (fetchNextPage also fetches
  // the first page again when it failed).
  const loadMore = useCallback(() => {
    if (status === 'succeeded' && hasMore) void fetchNextPage();
  }, [status, hasMore, fetchNextPage]);
  const retry = () => void fetchNextPage();
  const sentinel = useRef<HTMLDivElement>(null);

  // A fresh observer after each page: if the end is still in sight, the next page follows.
  useEffect(() => {
    const element = sentinel.current;
    if (
      !element ||
      status !== 'succeeded' ||
      !hasMore ||
      typeof IntersectionObserver === 'undefined'
    ) {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: sentinelMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [status, hasMore, loadMore, items.length]);

  const empty = items.length === 0 && status === 'succeeded' && !hasMore;

  return (
    <div className="members-page">
      <h1>Toutes les actualités</h1>
      {empty && <EmptyState>Aucune actualité pour le moment.</EmptyState>}
      {items.length > 0 && (
        <ul className="members-news-grid">
          {items.map((news) => (
            <li key={news.id}>
              <NewsCard news={news} />
            </li>
          ))}
        </ul>
      )}
      {items.length === 0 && status === 'loading' && (
        <NewsCardPlaceholders count={firstPagePlaceholders} />
      )}
      <div ref={sentinel} className="members-news-sentinel" aria-hidden="true" />
      <div className="members-news-footer">
        {status === 'loading' && <Spinner label="Chargement des actualités…" />}
        {status === 'failed' && (
          <>
            <p className="members-muted" role="status">
              {items.length === 0
                ? "Les actualités n'ont pas pu être chargées."
                : "Les actualités suivantes n'ont pas pu être chargées."}
            </p>
            <Button variant="secondary" onClick={retry}>
              Réessayer
            </Button>
          </>
        )}
        {hasMore && status !== 'failed' && items.length > 0 && (
          <Button variant="secondary" aria-disabled={status === 'loading'} onClick={loadMore}>
            Charger plus d'actualités
          </Button>
        )}
      </div>
    </div>
  );
}
