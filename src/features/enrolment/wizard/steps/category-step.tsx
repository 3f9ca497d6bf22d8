import { formatDate } from '@/shared/lib/dates';
import { formatEuros } from '@/shared/lib/money';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import type { Offers } from '../../api/get-offers';
import { ageInMonths } from '../../rules/age';
import { ageWarning, ageWarningQuestion } from '../../rules/age-warning';
import { hasNoPlaceLeft } from '../../rules/registration';
import { PriceDifference } from '../price-difference';
import { stepFailure } from '../step-failure';
import { useWizard } from '../wizard-context';
import { SessionChoice } from './session-choice';

export const unavailableMessage = 'Cette activité est indisponible';

/** Step 2 'Choix de la catégorie': season, category, price and session. */
export function CategoryStep() {
  const wizard = useWizard();
  const { basket, update, category, categories, seasons, offersQuery, subscribable, now } = wizard;

  if (categories.length === 0) return <p className="wizard-notice">{unavailableMessage}</p>;

  const seasonOptions = [seasons.current, seasons.next].filter((season) => season !== undefined);
  const months = ageInMonths(basket.profileDetails.birthday, now);
  const warning = category ? ageWarning(category, months) : null;
  const alreadyMember = category && !subscribable && !hasNoPlaceLeft(category);

  return (
    <div className="wizard-category">
      {category?.preSales && seasonOptions.length > 0 && (
        <div className="field">
          <label htmlFor="wizard-season">Saison</label>
          <select
            id="wizard-season"
            value={basket.seasonId ?? ''}
            onChange={(event) =>
              update({
                seasonId: Number(event.target.value),
                priceId: null,
                licenseLevelId: null,
                paymentMethodId: null,
              })
            }
          >
            {seasonOptions.map((season) => (
              <option key={season.id} value={season.id}>
                {`${season.title} (du ${formatDate(season.startDate)} au ${formatDate(season.endDate)})`}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className="field">
        <label htmlFor="wizard-category">Catégorie</label>
        <select
          id="wizard-category"
          required
          value={category?.id ?? ''}
          onChange={(event) => wizard.chooseCategory(Number(event.target.value))}
        >
          {!category && <option value="">Choisissez une catégorie</option>}
          {categories.map((entry) => (
            <option key={entry.id} value={entry.id} disabled={hasNoPlaceLeft(entry)}>
              {hasNoPlaceLeft(entry) ? `${entry.title} Plus de place disponible :(` : entry.title}
            </option>
          ))}
        </select>
      </div>

      {alreadyMember && (
        <p className="wizard-warning" role="status">
          Ce profil est déjà inscrit à cette catégorie pour cette saison.
        </p>
      )}

      {warning && (
        <div className="wizard-warning" role="status">
          <p>{warning.message}</p>
          <p>{ageWarningQuestion}</p>
        </div>
      )}

      {/* No season yet, no offers asked. */}
      {!offersQuery.isUninitialized && (
        <QueryBoundary
          query={offersQuery}
          loadingLabel="Chargement des tarifs…"
          renderFailure={stepFailure}
        >
          {(offers) => <PriceChoice offers={offers} />}
        </QueryBoundary>
      )}

      <SessionChoice />
    </div>
  );
}

function PriceChoice({ offers }: { offers: Offers }) {
  const { basket, update, price } = useWizard();
  const prices = offers.activityCategoryPrices;
  if (prices.length === 0) return <p className="wizard-notice">{unavailableMessage}</p>;
  return (
    <>
      <div className="field">
        <label htmlFor="wizard-price">Tarification</label>
        <select
          id="wizard-price"
          required
          value={basket.priceId ?? ''}
          onChange={(event) =>
            update({
              priceId: Number(event.target.value),
              licenseLevelId: null,
              paymentMethodId: null,
            })
          }
        >
          {!price && <option value="">Choisissez un tarif</option>}
          {prices.map((entry) => (
            <option key={entry.priceId} value={entry.priceId}>
              {`${entry.priceName} – ${formatEuros(entry.initialPriceAmount)}`}
            </option>
          ))}
        </select>
      </div>
      <PriceDifference />
    </>
  );
}
