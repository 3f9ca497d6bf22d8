import { useState } from 'react';
import { useParams } from 'react-router';
import { combineQueries } from '@/shared/api/query-status';
import { useGetClubActivitiesQuery } from '../api/get-club-activities';
import { useGetClubDetailsQuery } from '@/shared/clubs/get-club-details';
import { BackLink } from '../components/back-link';
import { PageBoundary } from '../components/page-failure';
import { Tabs, type TabItem } from '@/shared/ui/tabs';
import { ActivityCards } from './activity-cards';
import { ClubHeader } from './club-header';
import { activitiesOfTab, emptyTabMessages, type ActivityTab } from './rules/club-activities';
import '../components/enrolment-pages.css';

const tabs: TabItem<ActivityTab>[] = [
  { id: 'activities', label: 'Activités' },
  { id: 'events', label: 'Événements' },
];

/** carte/{clubId}: the club, its activities and its events (docs/spec/enrolment.md section 2). */
export function ClubPage() {
  const clubId = Number(useParams().clubId);
  const [tab, setTab] = useState<ActivityTab>('activities');
  const club = useGetClubDetailsQuery(clubId);
  const activities = useGetClubActivitiesQuery(clubId);
  const data = combineQueries(club, activities);
  return (
    <div className="enrolment-page">
      <BackLink>Retour à la carte</BackLink>
      <PageBoundary
        state={data}
        loadedTitle={club.currentData?.title}
        pendingTitle="Club"
        loadingLabel="Chargement du club…"
        title="Club indisponible"
        notFoundMessage="Ce club est introuvable."
        failureMessage="Impossible de charger ce club pour le moment."
      >
        {() =>
          club.currentData &&
          activities.currentData && (
            <>
              <ClubHeader club={club.currentData} />
              <Tabs
                idPrefix="club"
                label={`Offre du club ${club.currentData.title}`}
                tabs={tabs}
                selected={tab}
                onSelect={setTab}
              >
                <ActivityCards
                  activities={activitiesOfTab(activities.currentData, tab)}
                  emptyMessage={emptyTabMessages[tab]}
                />
              </Tabs>
            </>
          )
        }
      </PageBoundary>
    </div>
  );
}
