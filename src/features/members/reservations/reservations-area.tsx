import { lazy, Suspense, useMemo, useState, useTransition } from 'react';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { Spinner } from '@/shared/ui/spinner';
import { calendarScope } from './rules/member-categories';
import { clubsByActivity } from './rules/next-club-sessions';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

const ReservationsCalendar = lazy(() =>
  import('./reservations-calendar').then((m) => ({ default: m.ReservationsCalendar })),
);

/**
 * 'Réservations', the fourth area of Mes inscriptions: the calendar (and FullCalendar's code)
 * loads when the member opens it, so the page itself stays light.
 */
export function ReservationsArea({
  profile,
  seasonTitle,
}: {
  profile: CurrentProfile;
  seasonTitle: string;
}) {
  const [shown, setShown] = useState(false);
  // The press shows at once (the button turns busy); the calendar's code and first drawing
  // follow in a transition (issue 37: drawn in the press, they held its paint on a phone).
  const [opening, startOpening] = useTransition();
  const scope = useMemo(
    () => calendarScope(profile.memberships, seasonTitle),
    [profile.memberships, seasonTitle],
  );
  // Whose next sessions the device keeps for offline use (docs/adr/0016-installable-portal.md).
  const owner = useMemo(
    () => ({
      profileId: profile.id,
      holder: profile.firstname,
      clubs: clubsByActivity(profile.memberships, seasonTitle),
    }),
    [profile.id, profile.firstname, profile.memberships, seasonTitle],
  );

  return (
    <section className="panel" aria-labelledby="reservations-title">
      <h2 id="reservations-title">Réservations</h2>
      {scope.categoryIds.length === 0 ? (
        <EmptyState>
          Aucune séance à réserver : vous n&apos;avez pas d&apos;adhésion cette saison.
        </EmptyState>
      ) : shown ? (
        <Suspense fallback={<Spinner label="Chargement du calendrier…" />}>
          <ReservationsCalendar owner={owner} scope={scope} />
        </Suspense>
      ) : (
        <Button
          variant="primary"
          aria-expanded={false}
          busy={opening}
          onClick={() => startOpening(() => setShown(true))}
        >
          Afficher le calendrier des séances
        </Button>
      )}
    </section>
  );
}
