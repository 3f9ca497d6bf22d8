import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ClubRef } from '@/shared/session/schemas';
import { useGetClubSponsorsQuery } from '../api/get-club-sponsors';
import type { Sponsor } from '../api/get-club-sponsors';
import { useHoverOrFocusWithin } from '../hooks/use-hover-or-focus-within';
import { carouselIntervalMs, shouldAutoAdvance, wrapIndex } from '../rules/carousel';
import { displayHost, safeLinkUrl } from '../rules/external-url';
import { reducedMotionQuery } from '@/shared/ui/breakpoints';
import { useMediaQuery } from '@/shared/ui/use-media-query';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { NewTabHint } from '@/shared/ui/new-tab-hint';
import { ofName } from '@/shared/lib/french';
import { Button, buttonClassName, IconButton } from '@/shared/ui/button';

function SponsorSlide({ sponsor, position }: { sponsor: Sponsor; position: number }) {
  const image = safeLinkUrl(sponsor.imageUrl);
  const link = safeLinkUrl(sponsor.linkUrl);
  const host = link ? displayHost(new URL(link, window.location.origin).toString()) : null;
  const name = host ? `Partenaire du club : ${host}` : `Partenaire du club n° ${position}`;
  const picture = image ? <img src={image} alt={name} /> : <span>{name}</span>;
  if (!link) return picture;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {picture}
      <NewTabHint />
    </a>
  );
}

/**
 * An accessible carousel (WAI-ARIA pattern): previous, next and pause buttons; it advances by
 * itself every 6 s only when not paused, not hovered or focused, and motion is welcome; the
 * slide is announced politely only while it does not move by itself.
 */
export function Carousel({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const count = sponsors.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const holding = useHoverOrFocusWithin(container);
  const reducedMotion = useMediaQuery(reducedMotionQuery);
  const playing = shouldAutoAdvance(count, paused, reducedMotion, holding);
  const current = count > 0 ? index % count : 0;
  const sponsor = sponsors[current];

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((value) => wrapIndex(value, 1, count)),
      carouselIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [playing, count]);

  if (!sponsor) return null;
  return (
    // The region semantics (role, 'carrousel', label) sit on the enclosing section.
    <div ref={container} className="members-carousel">
      {count > 1 && (
        <div className="members-carousel__controls">
          {!reducedMotion && (
            <Button variant="secondary" onClick={() => setPaused((value) => !value)}>
              {paused ? 'Reprendre le défilement' : 'Mettre en pause le défilement'}
            </Button>
          )}
          <IconButton
            className={buttonClassName({ className: 'members-button--icon' })}
            label="Partenaire précédent"
            icon={<ChevronLeft aria-hidden="true" focusable="false" size={20} />}
            onClick={() => setIndex(wrapIndex(current, -1, count))}
          />
          <IconButton
            className={buttonClassName({ className: 'members-button--icon' })}
            label="Partenaire suivant"
            icon={<ChevronRight aria-hidden="true" focusable="false" size={20} />}
            onClick={() => setIndex(wrapIndex(current, 1, count))}
          />
        </div>
      )}
      <div className="members-carousel__viewport" aria-live={playing ? 'off' : 'polite'}>
        <div
          className="members-carousel__slide"
          role="group"
          aria-roledescription="diapositive"
          aria-label={`${current + 1} sur ${count}`}
        >
          <SponsorSlide sponsor={sponsor} position={current + 1} />
        </div>
      </div>
    </div>
  );
}

/** The sponsors of one club of the member, in a carousel; nothing when the club has none. */
export function SponsorsBlock({ club }: { club: ClubRef }) {
  const sponsors = useGetClubSponsorsQuery(club.id);
  const titleId = `members-sponsors-title-${club.id}`;
  if (sponsors.currentData?.length === 0) return null;
  return (
    <section className="members-block" aria-roledescription="carrousel" aria-labelledby={titleId}>
      <h2 id={titleId}>Les partenaires {ofName(club.title)}</h2>
      <QueryBoundary
        query={sponsors}
        deferContent
        loadingLabel="Chargement des partenaires du club…"
        errorMessage="Les partenaires du club n'ont pas pu être chargés."
      >
        {(list) => <Carousel sponsors={list} />}
      </QueryBoundary>
    </section>
  );
}
