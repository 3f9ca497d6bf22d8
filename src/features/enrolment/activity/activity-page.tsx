import { lazy, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { awaitingFirstAnswers, combineQueries } from '@/shared/api/query-status';
import { useDialogs } from '@/shared/ui/dialog-host';
import { SafeHtml } from '@/shared/ui/safe-html';
import { useGetActivityQuery } from '../api/get-activity';
import { useGetActivityCategoriesQuery } from '../api/get-activity-categories';
import { useGetClubDetailsQuery, type ClubDetails } from '@/shared/clubs/get-club-details';
import type { Activity, ActivityCategory, CategoryPrice } from '../api/activity';
import { ActivityPicture } from '@/shared/ui/discipline-picture/activity-picture';
import { BackLink } from '../components/back-link';
import { PageBoundary } from '../components/page-failure';
import { ActivityAddress } from './activity-address';
import { CategoryList } from './category-list';
import {
  activityAddress,
  isOtherClubsActivity,
  offeredCategories,
  unavailableMessage,
} from './rules/categories';
import { useCategoryRegistration } from './use-category-registration';
import { useWeekSessions, type WeekSessions } from './use-week-sessions';
import { WeekTimetable } from './week-timetable';
import '../components/enrolment-pages.css';
import { Button } from '@/shared/ui/button';
import { whenIdle } from '@/shared/lib/when-idle';

/**
 * The page's two forms (react-hook-form, the date picker) load apart from it, once its content is
 * drawn: a phone draws the page sooner, and a worker draws it without them (docs/adr/0030).
 */
const loadInformationRequestForm = () => import('../information-request/information-request-form');
const loadOfflineRegistrationDialog = () => import('../offline/offline-registration-dialog');
const InformationRequestForm = lazy(() =>
  loadInformationRequestForm().then((module) => ({ default: module.InformationRequestForm })),
);
const OfflineRegistrationDialog = lazy(() =>
  loadOfflineRegistrationDialog().then((module) => ({ default: module.OfflineRegistrationDialog })),
);

/** carte/{clubId}/{activityId}: description, address, timetable, categories (section 2). */
export function ActivityPage() {
  const params = useParams();
  const clubId = Number(params.clubId);
  const activityId = Number(params.activityId);
  const club = useGetClubDetailsQuery(clubId);
  const activity = useGetActivityQuery(activityId);
  const categories = useGetActivityCategoriesQuery(activityId);
  const timetable = useWeekSessions(activityId);
  // The first week comes with the page: a failure shows in the timetable, not in the page.
  const loaded = awaitingFirstAnswers(
    combineQueries(club, activity, categories),
    timetable.sessions,
  );
  const foreign =
    loaded.status === 'succeeded' &&
    activity.currentData !== undefined &&
    club.currentData !== undefined &&
    isOtherClubsActivity(activity.currentData, club.currentData.id);
  const data = foreign ? { ...loaded, status: 'failed' as const, error: { status: 404 } } : loaded;
  return (
    <div className="enrolment-page">
      <BackLink>Retour au club</BackLink>
      <PageBoundary
        state={data}
        loadedTitle={activity.currentData?.title}
        pendingTitle="Activité"
        loadingLabel="Chargement de l'activité…"
        title="Activité indisponible"
        notFoundMessage="Cette activité est introuvable."
        failureMessage="Impossible de charger cette activité pour le moment."
      >
        {() =>
          club.currentData &&
          activity.currentData &&
          categories.currentData && (
            <ActivityContent
              club={club.currentData}
              activity={activity.currentData}
              categories={categories.currentData}
              timetable={timetable}
            />
          )
        }
      </PageBoundary>
    </div>
  );
}

function ActivityContent({
  club,
  activity,
  categories,
  timetable,
}: {
  club: Pick<ClubDetails, 'id' | 'title'>;
  activity: Activity;
  categories: ActivityCategory[];
  timetable: WeekSessions;
}) {
  const dialogs = useDialogs();
  // Loaded before the visitor reaches a button, so that its dialog opens at once.
  useEffect(
    () =>
      whenIdle(() => {
        void loadInformationRequestForm();
        void loadOfflineRegistrationDialog();
      }),
    [],
  );
  const address = activityAddress(activity);
  const offered = offeredCategories(activity, categories);

  const openOffline = (category: ActivityCategory, price: CategoryPrice | undefined) => {
    dialogs.open({
      title: `Inscription – ${category.title}`,
      render: (close) => (
        <OfflineRegistrationDialog
          target={{
            clubId: club.id,
            activityId: activity.id,
            activityTitle: activity.title,
            categoryId: category.id,
            categoryTitle: category.title,
            amount: price?.totalAmount ?? 0,
          }}
          onClose={close}
        />
      ),
    });
  };
  const { priceOf, register } = useCategoryRegistration(club.id, activity, openOffline);

  const openInformationRequest = () =>
    dialogs.open({
      title: "Demande d'information",
      render: (close) => (
        <InformationRequestForm clubId={club.id} activityId={activity.id} onClose={close} />
      ),
    });

  return (
    <article className="enrolment-activity">
      <header className="enrolment-activity__header">
        <ActivityPicture
          className="enrolment-activity__picture"
          src={activity.imageUrl}
          name={activity.title}
          width={480}
          height={270}
        />
        <div>
          <h1>{activity.title}</h1>
          <p className="enrolment-activity__club">{club.title}</p>
          <div className="enrolment-actions">
            <Button variant="secondary" onClick={openInformationRequest}>
              Demande d'information
            </Button>
            <Link to="cotisations" className="button button--secondary">
              Cotisations
            </Link>
          </div>
        </div>
      </header>
      {activity.description && (
        <section className="enrolment-section" aria-labelledby="activity-description-title">
          <h2 id="activity-description-title">Description</h2>
          <SafeHtml className="enrolment-description" html={activity.description} />
        </section>
      )}
      {address && <ActivityAddress activity={activity} />}
      <WeekTimetable timetable={timetable} categories={categories} />
      <section className="enrolment-section" aria-labelledby="activity-categories-title">
        <h2 id="activity-categories-title">Catégories</h2>
        {offered.length === 0 ? (
          <p className="enrolment-unavailable">{unavailableMessage}</p>
        ) : (
          <CategoryList categories={offered} priceOf={priceOf} onRegister={register} />
        )}
      </section>
    </article>
  );
}
