import { useParams } from 'react-router';
import { formatEuros } from '@/shared/lib/money';
import { Spinner } from '@/shared/ui/spinner';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useGetActivityQuery } from '../api/get-activity';
import { useGetActivityCategoriesQuery } from '../api/get-activity-categories';
import { combineQueries } from '@/shared/api/query-status';
import type { Activity, ActivityCategory } from '../api/activity';
import { BackLink } from '../components/back-link';
import { PageFailure } from '../components/page-failure';
import { agesLabel, offeredCategories, unavailableMessage } from './rules/categories';
import '../components/enrolment-pages.css';

/** carte/{clubId}/{activityId}/cotisations: every price of every category (section 2). */
export function PricesPage() {
  const activityId = Number(useParams().activityId);
  const activity = useGetActivityQuery(activityId);
  const categories = useGetActivityCategoriesQuery(activityId);
  const data = combineQueries(activity, categories);
  usePageTitle(
    data.status === 'succeeded' && activity.currentData
      ? `Cotisations – ${activity.currentData.title}`
      : data.status === 'failed'
        ? 'Cotisations indisponibles'
        : 'Cotisations',
  );

  return (
    <div className="enrolment-page">
      <BackLink>Retour à l'activité</BackLink>
      {data.status === 'loading' && <Spinner label="Chargement des cotisations…" />}
      {data.status === 'failed' && (
        <PageFailure
          title="Cotisations indisponibles"
          error={data.error}
          notFoundMessage="Cette activité est introuvable."
          failureMessage="Impossible de charger les cotisations pour le moment."
          onRetry={data.retry}
        />
      )}
      {data.status === 'succeeded' && activity.currentData && categories.currentData && (
        <PriceList activity={activity.currentData} categories={categories.currentData} />
      )}
    </div>
  );
}

function PriceList({
  activity,
  categories,
}: {
  activity: Activity;
  categories: ActivityCategory[];
}) {
  const offered = offeredCategories(activity, categories);
  return (
    <>
      <h1>Cotisations : {activity.title}</h1>
      {offered.length === 0 ? (
        <p className="enrolment-unavailable">{unavailableMessage}</p>
      ) : (
        offered.map((category) => (
          <section
            key={category.id}
            className="enrolment-section"
            aria-labelledby={`prices-${category.id}`}
          >
            <h2 id={`prices-${category.id}`}>{category.title}</h2>
            <p>{agesLabel(category)}</p>
            <table className="enrolment-prices">
              <caption className="visually-hidden">Tarifs de la catégorie {category.title}</caption>
              <thead>
                <tr>
                  <th scope="col">Tarif</th>
                  <th scope="col">Saison</th>
                  <th scope="col">Montant</th>
                </tr>
              </thead>
              <tbody>
                {category.activityCategoryPrices.map((price) => (
                  <tr key={price.id}>
                    <td>{price.title}</td>
                    <td>{price.season.title}</td>
                    <td>{formatEuros(price.totalAmount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </>
  );
}
