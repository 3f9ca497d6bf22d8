import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ListClub } from './cluster-protocol';
import { ofName } from '@/shared/lib/french';
import { Button } from '@/shared/ui/button';

/** The selected club: name, town, and the way to its page (relative: works under both prefixes). */
export function ClubPanel({
  club,
  takeFocus,
  onClose,
}: {
  club: ListClub;
  takeFocus: boolean;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
  }, [club, takeFocus]);

  const place = [club.postalCode, club.city].filter(Boolean).join(' ');
  return (
    <section className="club-panel" aria-labelledby="club-panel-title">
      <p className="club-panel__kicker">Club sélectionné</p>
      <h2 id="club-panel-title" ref={heading} tabIndex={-1}>
        {club.title}
      </h2>
      {club.address && <p className="club-panel__line">{club.address}</p>}
      {place && <p className="club-panel__line">{place}</p>}
      <div className="club-panel__actions">
        <Link className="button button--primary" to={String(club.id)}>
          Voir la page du club
        </Link>
        <Button variant="secondary" onClick={onClose}>
          Fermer<span className="visually-hidden"> la fiche {ofName(club.title)}</span>
        </Button>
      </div>
    </section>
  );
}
