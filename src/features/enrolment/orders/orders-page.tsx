import { Outlet } from 'react-router';
import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import { selectCurrentProfile, selectSeasons } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { OrderRequests } from './order-requests';
import './orders.css';

/** profile/{id}/mes_inscriptions: the member's registration requests (members-area.md). */
export function OrdersPage() {
  usePageTitle('Mes inscriptions');
  const profile = useAppSelector(selectCurrentProfile);
  const seasons = useAppSelector(selectSeasons);
  const seasonTitle = currentSeasonOf(seasons, new Date())?.title ?? seasonTitleOf(new Date());

  return (
    <div className="orders-page">
      <h1>Mes inscriptions</h1>
      {profile ? (
        <OrderRequests profile={profile} seasonTitle={seasonTitle} />
      ) : (
        <Spinner label="Chargement du profil…" />
      )}
      {/* The members feature's areas (memberships, schedules, reservations): see app/router. */}
      <Outlet />
    </div>
  );
}
