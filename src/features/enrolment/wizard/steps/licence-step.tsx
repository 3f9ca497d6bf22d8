import { formatEuros } from '@/shared/lib/money';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import type { LicenceOption } from '../../api/get-licence-options';
import { licenceBenefits, licenceImage, licenceTitle } from '../licence-texts';
import { stepFailure } from '../step-failure';
import { useWizard } from '../wizard-context';

/** Activity type 2 (stage) hides the licence price. */
const stageActivityType = 2;

export function licencePriceText(amount: number): string {
  return amount === 0 ? '- incluse' : formatEuros(amount);
}

/** Step 3 'Choix de la licence': the levels offered for the chosen price. */
export function LicenceStep() {
  const { licencesQuery } = useWizard();
  if (licencesQuery.isUninitialized)
    return <p className="wizard-notice">Choisissez d’abord un tarif.</p>;
  return (
    <QueryBoundary
      query={licencesQuery}
      loadingLabel="Chargement des licences…"
      renderFailure={stepFailure}
    >
      {(options) => <LicenceChoice options={options} />}
    </QueryBoundary>
  );
}

function LicenceChoice({ options }: { options: readonly LicenceOption[] }) {
  const { basket, update, licence, activity } = useWizard();
  const showPrice = activity.type !== stageActivityType;
  return (
    <div className="wizard-licence">
      <fieldset className="wizard-choice-group">
        <legend>Niveau de licence</legend>
        <ul className="card-grid card-grid--stretch wizard-cards">
          {options.map((option) => {
            const id = `wizard-licence-${option.licenseLevelId}`;
            return (
              <li key={option.licenseLevelId}>
                <label className="wizard-card" htmlFor={id}>
                  <input
                    id={id}
                    type="radio"
                    name="wizard-licence"
                    checked={basket.licenseLevelId === option.licenseLevelId}
                    onChange={() =>
                      update({ licenseLevelId: option.licenseLevelId, paymentMethodId: null })
                    }
                  />
                  <img src={licenceImage(option.licenseLevelId)} alt="" width={48} height={48} />
                  <span className="wizard-card__title">
                    {licenceTitle(option.licenseLevelTitle)}
                  </span>
                  {showPrice && (
                    <span className="wizard-card__price">
                      {licencePriceText(option.licenseAmount)}
                    </span>
                  )}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {licence && (
        <section className="wizard-panel" aria-labelledby="wizard-licence-benefits">
          <h4 id="wizard-licence-benefits">{licenceTitle(licence.licenseLevelTitle)}</h4>
          {licence.explanation && <p>{licence.explanation}</p>}
          <LicenceBenefits levelId={licence.licenseLevelId} />
        </section>
      )}
    </div>
  );
}

function LicenceBenefits({ levelId }: { levelId: number }) {
  const benefits = licenceBenefits(levelId);
  if (benefits.length === 0) return <p>Aucun avantage.</p>;
  return (
    <ul>
      {benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}
