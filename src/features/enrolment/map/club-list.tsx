import { memo } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/shared/ui/spinner';
import type { ListClub, ViewResult } from './cluster-protocol';
import { foundLabel, pageCount } from './rules/list-page';
import type { ListScope } from './rules/map-view';
import { distanceLabel } from './rules/distance';
import { aroundTownSuffix, type Town } from './rules/town-search';
import { Button } from '@/shared/ui/button';

const scopeSuffix: Record<ListScope['kind'], string> = {
  all: '',
  view: ' dans la zone de la carte',
  group: ' dans le groupe choisi',
};

/**
 * The map's accessible twin: the same clubs, usable with the keyboard and a screen reader, even
 * when the map cannot be seen. Paginated: 20,000 clubs never reach the page at once.
 */
export const ClubList = memo(function ClubList({
  list,
  scope,
  town = null,
  selectedId,
  mapShown,
  onShowOnMap,
  onPage,
  onLeaveGroup,
}: {
  list: ViewResult['list'] | undefined;
  scope: ListScope['kind'];
  /** The town the search names: the list holds the clubs around it, nearest first. */
  town?: Town | null;
  selectedId: number | null;
  mapShown: boolean;
  onShowOnMap: (club: ListClub) => void;
  onPage: (page: number) => void;
  onLeaveGroup: () => void;
}) {
  const pages = list ? pageCount(list.total) : 1;
  return (
    <section id="liste-clubs" className="club-list" aria-labelledby="club-list-title" tabIndex={-1}>
      <h2 id="club-list-title">Liste des clubs</h2>
      <p className="club-list__count" role="status">
        {list
          ? `${foundLabel(list.total)}${town ? aroundTownSuffix(town) : ''}${list.total > 0 ? scopeSuffix[scope] : ''}`
          : ''}
      </p>
      {scope === 'group' && (
        <Button variant="secondary" onClick={onLeaveGroup}>
          Afficher tous les clubs de la zone
        </Button>
      )}
      {!list && <Spinner label="Chargement des clubs…" />}
      {list && list.total === 0 && (
        <p className="note">
          Aucun club ne correspond à ces critères
          {scope === 'view' ? ' dans la zone de la carte' : ''}. Modifiez les filtres
          {scope === 'view' ? ' ou déplacez la carte' : ''}.
        </p>
      )}
      {list && list.items.length > 0 && (
        <ul className="club-list__items">
          {list.items.map((club) => {
            const selected = club.id === selectedId;
            const place = [club.postalCode, club.city].filter(Boolean).join(' ');
            const away = club.distanceKm === undefined ? '' : `à ${distanceLabel(club.distanceKm)}`;
            return (
              <li
                key={club.id}
                className={`club-list__item${selected ? ' club-list__item--selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
              >
                <Link className="club-list__name" to={String(club.id)}>
                  {club.title}
                </Link>
                {(place || away) && (
                  <span className="club-list__place">
                    {[place, away].filter(Boolean).join(', ')}
                  </span>
                )}
                {mapShown && (
                  <Button
                    variant="secondary"
                    className="club-list__locate"
                    onClick={() => onShowOnMap(club)}
                  >
                    Voir sur la carte<span className="visually-hidden"> : {club.title}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {list && pages > 1 && (
        <nav className="club-list__pages" aria-label="Pages de la liste des clubs">
          <Button
            variant="secondary"
            disabled={list.page === 0}
            onClick={() => onPage(list.page - 1)}
          >
            Page précédente
          </Button>
          <span>
            Page {list.page + 1} sur {pages}
          </span>
          <Button
            variant="secondary"
            disabled={list.page >= pages - 1}
            onClick={() => onPage(list.page + 1)}
          >
            Page suivante
          </Button>
        </nav>
      )}
    </section>
  );
});
