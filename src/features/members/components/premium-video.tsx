import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { NewTabHint } from '@/shared/ui/new-tab-hint';

/**
 * The premium club video, as a poster that links to the video on the federation's YouTube
 * channel (no third-party player is embedded in the portal). Aspect ratio 1.78.
 */
export function PremiumVideo() {
  const { productSlug } = getRuntimeConfig();
  return (
    <section className="members-block" aria-labelledby="members-video-title">
      <h2 id="members-video-title">Le Club PREMIUM en vidéo</h2>
      <a
        className="members-video"
        href={`https://www.youtube.com/@${productSlug}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <img
          src="/images/guide/premium-video-poster.svg"
          alt=""
          width={1280}
          height={720}
          loading="lazy"
        />
        <span className="members-video__label">
          Regarder la vidéo sur YouTube
          <NewTabHint />
        </span>
      </a>
    </section>
  );
}
