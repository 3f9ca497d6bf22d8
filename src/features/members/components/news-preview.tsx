import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { useGetNewsInfiniteQuery } from '../api/get-news';
import { newsItemsOf } from '../rules/news-feed';
import { homeNewsCount } from '../rules/home-texts';
import { NewsCard } from './news-card';
import { NewsCardPlaceholders } from './news-card-placeholders';

/** The latest three news on the home page; the block shows only when news exist. */
export function NewsPreview({ profileId }: { profileId: number }) {
  const news = useGetNewsInfiniteQuery();
  // The cards are drawn in a deferred render, in short tasks (use-deferred-ready.ts).
  const pages = useDeferredValue(news.data?.pages);
  const latest = newsItemsOf(pages ?? []).slice(0, homeNewsCount);
  const drawing = pages !== news.data?.pages;
  if (latest.length === 0) {
    if (news.isFetching || drawing) {
      return (
        <div className="members-block">
          <Spinner label="Chargement des actualités…" />
          <NewsCardPlaceholders count={homeNewsCount} />
        </div>
      );
    }
    if (news.isError) {
      return (
        <ErrorState
          message="Les actualités n'ont pas pu être chargées."
          onRetry={() => void news.fetchNextPage()}
        />
      );
    }
    return null;
  }
  return (
    <section className="members-block" aria-labelledby="members-home-news-title">
      <div className="members-block__header">
        <h2 id="members-home-news-title">Actualités</h2>
        <Link className="members-link" to={paths.news(profileId)}>
          Voir toutes les actualités
        </Link>
      </div>
      <ul className="members-news-grid">
        {latest.map((news) => (
          <li key={news.id}>
            <NewsCard news={news} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
