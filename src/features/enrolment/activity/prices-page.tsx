import { useParams } from 'react-router';
import { formatEuros } from '@/shared/lib/money';
import { useGetActivityQuery } from '../api/get-activity';
import { useGetActivityCategoriesQuery } from '../api/get-activity-categories';
import { combineQueries } from '@/shared/api/query-status';
import type { Activity, ActivityCategory } from '../api/activity';
import { BackLink } from '../components/back-link';
import { PageBoundary } from '../components/page-failure';
import { agesLabel, offeredCategories, unavailableMessage } from './rules/categories';
import '../components/enrolment-pages.css';
import { Table } from '@/shared/ui/table';

/** carte/{clubId}/{activityId}/cotisations: every price of every category (section 2). */
export function PricesPage() {
  const activityId = Number(useParams().activityId);
  const activity = useGetActivityQuery(activityId);
  const categories = useGetActivityCategoriesQuery(activityId);
  const data = combineQueries(activity, categories);
  return (
    <div className="enrolment-page">
      <BackLink>Retour à l'activité</BackLink>
      <PageBoundary
        state={data}
        loadedTitle={activity.currentData && `Cotisations – ${activity.currentData.title}`}
        pendingTitle="Cotisations"
        loadingLabel="Chargement des cotisations…"
        title="Cotisations indisponibles"
        notFoundMessage="Cette activité est introuvable."
        failureMessage="Impossible de charger les cotisations pour le moment."
      >
        {() =>
          activity.currentData &&
          categories.currentData && (
            <PriceList activity={activity.currentData} categories={categories.currentData} />
          )
        }
      </PageBoundary>
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
            <Table
              caption={`Tarifs de la catégorie ${category.title}`}
              className="enrolment-prices"
              columns={['Tarif', 'Saison', 'Montant']}
            >
              {category.activityCategoryPrices.map((price) => (
                <tr key={price.id}>
                  <td>{price.title}</td>
                  <td>{price.season.title}</td>
                  <td>{formatEuros(price.totalAmount)}</td>
                </tr>
              ))}
            </Table>
          </section>
        ))
      )}
    </>
  );
}
