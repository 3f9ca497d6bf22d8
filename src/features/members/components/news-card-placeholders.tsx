/**
 * Grey cards of a news card's shape, shown while the first news load: the list keeps its size
 * when the real cards replace them, so what follows does not jump (layout shift).
 */
export function NewsCardPlaceholders({ count }: { count: number }) {
  return (
    <ul className="members-news-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="members-news-card members-news-card--placeholder">
            <div className="members-news-card__image" />
            <div className="members-news-card__body">
              <span className="members-placeholder members-placeholder--title" />
              <span className="members-placeholder" />
              <span className="members-placeholder" />
              <span className="members-placeholder members-placeholder--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
