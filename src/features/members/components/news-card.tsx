import type { NewsItem } from '../api/get-news';
import { formatDate } from '@/shared/lib/dates';

/** One news item: picture (decorative), title, summary, region and date. */
export function NewsCard({ news, headingLevel = 2 }: { news: NewsItem; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const date = formatDate(news.updatedAt);
  return (
    <article className="members-news-card">
      {news.image && (
        <img className="members-news-card__image" src={news.image} alt="" loading="lazy" />
      )}
      <div className="members-news-card__body">
        <Heading>{news.titre}</Heading>
        <p>{news.resume}</p>
        {(news.region || date) && (
          <p className="members-news-card__meta">
            {news.region && <span>{news.region}</span>}
            {date && (
              <span>
                Publiée le <time dateTime={news.updatedAt}>{date}</time>
              </span>
            )}
          </p>
        )}
      </div>
    </article>
  );
}
