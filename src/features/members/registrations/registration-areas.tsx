import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import { selectCurrentProfile, selectSeasons } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { ReservationsArea } from '../reservations/reservations-area';
import { MembershipsArea } from './memberships-area';
import { SchedulesArea } from './schedules-area';
import './registrations.css';

/**
 * Areas 2 to 4 of 'Mes inscriptions' (members-area.md 2), shown under the requests that the
 * enrolment feature owns: the app mounts this as the index child of the mes_inscriptions route.
 */
export function RegistrationAreas() {
  const profile = useAppSelector(selectCurrentProfile);
  const seasons = useAppSelector(selectSeasons);
  if (!profile) return null;
  const seasonTitle = currentSeasonOf(seasons, new Date())?.title ?? seasonTitleOf(new Date());

  return (
    <div className="registration-areas">
      <MembershipsArea profile={profile} seasonTitle={seasonTitle} />
      <SchedulesArea profileId={profile.id} />
      <ReservationsArea profile={profile} seasonTitle={seasonTitle} />
    </div>
  );
}
