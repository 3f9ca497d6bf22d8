import { skipToken } from '@reduxjs/toolkit/query';
import { hasFirstAnswer } from '@/shared/api/query-status';
import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import { selectCurrentProfile, selectSeasons } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { Spinner } from '@/shared/ui/spinner';
import { useDeferredReady } from '@/shared/ui/use-deferred-ready';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useGetPaymentSchedulesQuery } from '../api/get-payment-schedules';
import { MembershipsArea } from '../registrations/memberships-area';
import { RequestsArea } from '../registrations/requests/requests-area';
import { SchedulesArea } from '../registrations/schedules-area';
import { ReservationsArea } from '../reservations/reservations-area';
import '../registrations/registrations.css';

/**
 * profile/{id}/mes_inscriptions, 'Mes inscriptions' (docs/spec/members-area.md 2): its four areas
 * in the spec's order, the registration requests, the memberships, the payment schedules and the
 * reservations calendar.
 */
export function RegistrationsPage() {
  usePageTitle('Mes inscriptions');
  const profile = useAppSelector(selectCurrentProfile);
  const seasons = useAppSelector(selectSeasons);
  const seasonTitle = currentSeasonOf(seasons, new Date())?.title ?? seasonTitleOf(new Date());
  // The areas are drawn once the schedules' first answer (or failure) is in: the table arriving
  // later would push the reservations below it (docs/adr/0011, 'Content arrives together').
  const schedules = useGetPaymentSchedulesQuery(profile ? profile.id : skipToken);
  const ready = useDeferredReady(Boolean(profile) && hasFirstAnswer(schedules));

  return (
    <div className="registrations-page">
      <h1>Mes inscriptions</h1>
      {profile && ready ? (
        <div className="registration-areas">
          <RequestsArea profile={profile} seasonTitle={seasonTitle} />
          <MembershipsArea profile={profile} seasonTitle={seasonTitle} />
          <SchedulesArea profileId={profile.id} />
          <ReservationsArea profile={profile} seasonTitle={seasonTitle} />
        </div>
      ) : (
        <Spinner label={profile ? 'Chargement des échéances…' : 'Chargement du profil…'} />
      )}
    </div>
  );
}
