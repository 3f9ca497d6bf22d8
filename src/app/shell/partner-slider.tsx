import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { partnersPerView, visibleWindow, wrapIndex } from './partner-window';
import { partnerLogoUrl, partners } from '@/shared/ui/partners';

/** The prerendered landing (src/app/static-pages.tsx) is drawn for a desktop window. */
const prerenderWidth = 1280;

function useViewportWidth(): number {
  const [width, setWidth] = useState(() =>
    typeof window === 'undefined' ? prerenderWidth : window.innerWidth,
  );
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

export function PartnerSlider() {
  const [start, setStart] = useState(0);
  const visible = visibleWindow(partners, start, partnersPerView(useViewportWidth()));
  const move = (step: number) => setStart((value) => wrapIndex(value + step, partners.length));
  return (
    <section className="partner-slider" aria-labelledby="partner-slider-title">
      <h2 id="partner-slider-title" className="partner-slider__title">
        Nos partenaires
      </h2>
      <div className="partner-slider__track">
        <button
          type="button"
          className="icon-button"
          aria-label="Partenaires précédents"
          onClick={() => move(-1)}
        >
          <ChevronLeft aria-hidden="true" focusable="false" size={20} />
        </button>
        <ul className="partner-slider__items" aria-live="polite">
          {visible.map((partner) => (
            <li key={partner.slug}>
              <img
                src={partnerLogoUrl(partner)}
                alt={`Logo ${partner.name}`}
                width={216}
                height={48}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="icon-button"
          aria-label="Partenaires suivants"
          onClick={() => move(1)}
        >
          <ChevronRight aria-hidden="true" focusable="false" size={20} />
        </button>
      </div>
      <Link className="button button--secondary" to="/#partenaires">
        Tous nos partenaires
      </Link>
    </section>
  );
}
