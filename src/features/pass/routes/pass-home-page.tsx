import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { Spinner } from '@/shared/ui/spinner';
import { Tabs, type TabItem } from '@/shared/ui/tabs';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { storedTermsAccepted } from '../terms/terms-storage';
import { usePassContext } from '../context/pass-context';

const ProgrammeTab = lazy(() => import('../programme/programme-tab'));
const BookingsTab = lazy(() => import('../bookings/bookings-tab'));
const CatalogueTab = lazy(() => import('../catalogue/catalogue-tab'));
const AccountTab = lazy(() => import('../account/account-tab'));

// The tabs' ids are the spec's addresses (docs/spec/members-area.md 2: home/{tab}).
type PassTab = 'seances' | 'reservations' | 'catalogue' | 'mon_compte';

const tabs: TabItem<PassTab>[] = [
  { id: 'seances', label: 'Programmation' },
  { id: 'reservations', label: 'Mes réservations' },
  { id: 'catalogue', label: 'Les offres' },
  { id: 'mon_compte', label: 'Mon compte' },
];

const isTab = (value: string | undefined): value is PassTab => tabs.some((tab) => tab.id === value);

/** home/{tab}: the four tabs of docs/spec/members-area.md 2, behind the accepted terms. */
export function PassHomePage() {
  const { tab } = useParams();
  const { profileId, club } = usePassContext();
  const navigate = useNavigate();
  const title = tabs.find((item) => item.id === tab)?.label ?? 'Mon PASS';
  usePageTitle(`${title} – Mon PASS`);

  if (!storedTermsAccepted()) return <Navigate to={paths.passFirst(profileId)} replace />;
  if (!isTab(tab)) return <Navigate to={paths.passSessions(profileId)} replace />;

  return (
    <div className="pass-page pass-home">
      <h1>Mon PASS{club ? ` – ${club.clubNom}` : ''}</h1>
      <Tabs
        idPrefix="pass"
        label="Mon PASS"
        tabs={tabs}
        selected={tab}
        // The focus stays on the tab chosen with the arrows (WAI-ARIA tabs pattern).
        onSelect={(next) =>
          void navigate(paths.passTab(profileId, next), { state: { keepFocus: true } })
        }
      >
        <Suspense fallback={<Spinner />}>
          {tab === 'seances' && <ProgrammeTab />}
          {tab === 'reservations' && <BookingsTab />}
          {tab === 'catalogue' && <CatalogueTab />}
          {tab === 'mon_compte' && <AccountTab />}
        </Suspense>
      </Tabs>
    </div>
  );
}
