import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { Spinner } from '@/shared/ui/spinner';
import { getClubActivities } from '../api/get-club-activities';
import { getClubDetails } from '../api/get-club-details';
import { BackLink } from '../components/back-link';
import { PageFailure } from '../components/page-failure';
import { Tabs, type TabItem } from '@/shared/ui/tabs';
import { useAsyncData } from '@/shared/ui/use-async-data';
import { ActivityCards } from './activity-cards';
import { ClubHeader } from './club-header';
import { activitiesOfTab, emptyTabMessages, type ActivityTab } from './rules/club-activities';
import '../components/enrolment-pages.css';

const tabs: TabItem<ActivityTab>[] = [
  { id: 'activities', label: 'Activités' },
  { id: 'events', label: 'Événements' },
];

/** carte/{clubId}: the club, its activities and its events (enrolment.md section 2). */
export function ClubPage() {
  const clubId = Number(useParams().clubId);
  const [tab, setTab] = useState<ActivityTab>('activities');
  const load = useCallback(
    () =>
      Promise.all([getClubDetails(clubId), getClubActivities(clubId)]).then(
        ([club, activities]) => ({ club, activities }),
      ),
    [clubId],
  );
  const data = useAsyncData(load);
  usePageTitle(
    data.status === 'success'
      ? data.data.club.title
      : data.status === 'error'
        ? 'Club indisponible'
        : 'Club',
  );

  return (
    <div className="enrolment-page">
      <BackLink>Retour à la carte</BackLink>
      {data.status === 'loading' && <Spinner label="Chargement du club…" />}
      {data.status === 'error' && (
        <PageFailure
          title="Club indisponible"
          error={data.error}
          notFoundMessage="Ce club est introuvable."
          failureMessage="Impossible de charger ce club pour le moment."
          onRetry={data.retry}
        />
      )}
      {data.status === 'success' && (
        <>
          <ClubHeader club={data.data.club} />
          <Tabs
            idPrefix="club"
            label={`Offre du club ${data.data.club.title}`}
            tabs={tabs}
            selected={tab}
            onSelect={setTab}
          >
            <ActivityCards
              activities={activitiesOfTab(data.data.activities, tab)}
              emptyMessage={emptyTabMessages[tab]}
            />
          </Tabs>
        </>
      )}
    </div>
  );
}
