import { useEffect, useRef } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { NewsCard } from '../components/news-card';
import { useNewsFeed } from '../hooks/use-news-feed';
import '../members.css';

/** The next page loads when the end of the list comes within 100 px of the viewport. */
const sentinelMargin = '0px 0px 100px 0px';

export function NewsPage() {
  usePageTitle('Actualités');
  const feed = useNewsFeed();
  const { items, status, hasMore, loadMore, retry } = feed;
  const sentinel = useRef<HTMLDivElement>(null);

  // A fresh observer after each page: if the end is still in sight, the next page follows.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || status !== 'idle' || !hasMore || typeof IntersectionObserver === 'undefined') {
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

  const empty = items.length === 0 && status === 'idle' && !hasMore;

  return (
    <div className="members-page">
      <h1>Toutes les actualités</h1>
      {empty && <p>Aucune actualité pour le moment.</p>}
      {items.length > 0 && (
        <ul className="members-news-grid">
          {items.map((news) => (
            <li key={news.id}>
              <NewsCard news={news} />
            </li>
          ))}
        </ul>
      )}
      <div ref={sentinel} className="members-news-sentinel" aria-hidden="true" />
      <div className="members-news-footer">
        {status === 'loading' && <Spinner label="Chargement des actualités…" />}
        {status === 'error' && (
          <>
            <p className="members-muted" role="status">
              {items.length === 0
                ? "Les actualités n'ont pas pu être chargées."
                : "Les actualités suivantes n'ont pas pu être chargées."}
            </p>
            <button
              type="button"
              className="members-button members-button--secondary"
              onClick={retry}
            >
              Réessayer
            </button>
          </>
        )}
        {hasMore && status !== 'error' && items.length > 0 && (
          <button
            type="button"
            className="members-button members-button--secondary"
            aria-disabled={status === 'loading'}
            onClick={() => {
              if (status === 'idle') loadMore();
            }}
          >
            Charger plus d'actualités
          </button>
        )}
      </div>
    </div>
  );
}
