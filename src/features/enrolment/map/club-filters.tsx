import { memo, useId } from 'react';
import { WhoFilter } from './who-filter';
import type { FederalActivity } from '../api/federal-activity';
import { Button } from '@/shared/ui/button';

/** Search (town, postal code or name), activity and 'pour qui ?': for the map and the list alike. */
export const ClubFilters = memo(function ClubFilters({
  search,
  onSearch,
  activityId,
  onActivity,
  activities,
  activitiesFailed,
  onRetryActivities,
  onAgeChange,
  whoAvailable = true,
}: {
  search: string;
  onSearch: (value: string) => void;
  activityId: number | null;
  onActivity: (id: number | null) => void;
  /** Undefined until the choices arrive. */
  activities: readonly FederalActivity[] | undefined;
  activitiesFailed: boolean;
  onRetryActivities: () => void;
  onAgeChange: (months: number | null) => void;
  /** False when the clubs do not say the ages of their categories (a designed field). */
  whoAvailable?: boolean;
}) {
  const id = useId();
  return (
    <form
      className="club-filters"
      role="search"
      aria-label="Filtrer les clubs"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="field">
        <label htmlFor={`${id}-search`}>Rechercher un club</label>
        <span id={`${id}-search-hint`} className="note">
          Ville, code postal ou nom du club
        </span>
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          autoComplete="off"
          aria-describedby={`${id}-search-hint`}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-activity`}>Activité</label>
        <select
          id={`${id}-activity`}
          value={activityId === null ? '' : String(activityId)}
          disabled={activities === undefined}
          aria-describedby={activitiesFailed ? `${id}-activity-error` : undefined}
          onChange={(event) =>
            onActivity(event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">Toutes les activités</option>
          {activities?.map((activity) => (
            <option key={activity.id} value={String(activity.id)}>
              {activity.title}
            </option>
          ))}
        </select>
        {activitiesFailed && (
          <p id={`${id}-activity-error`} className="field-error">
            La liste des activités n’a pas pu être chargée.{' '}
            <Button variant="secondary" onClick={onRetryActivities}>
              Réessayer
            </Button>
          </p>
        )}
      </div>
      {whoAvailable ? (
        <WhoFilter onAgeChange={onAgeChange} />
      ) : (
        <p className="note">
          Le filtre « Pour qui ? » est indisponible : les âges des catégories ne sont pas connus.
        </p>
      )}
    </form>
  );
});
