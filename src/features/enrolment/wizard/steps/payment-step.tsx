import { QueryBoundary } from '@/shared/ui/query-boundary';
import { PaymentSchedule } from '../payment-schedule';
import { RequestLines } from '../request-lines';
import { stepFailure } from '../step-failure';
import { useWizard } from '../wizard-context';

/** Step 'Choix du mode de paiement': the request's lines and the payment options. */
export function PaymentStep() {
  const { paymentQuery } = useWizard();
  if (paymentQuery.isUninitialized) {
    return <p className="wizard-notice">Choisissez d’abord un tarif et une licence.</p>;
  }
  return (
    <QueryBoundary
      query={paymentQuery}
      loadingLabel="Chargement des modes de paiement…"
      renderFailure={stepFailure}
    >
      {() => <PaymentChoice />}
    </QueryBoundary>
  );
}

/** The options come sorted from the model, which also picks the default one. */
function PaymentChoice() {
  const { paymentOptions, basket, update, amount } = useWizard();
  return (
    <div className="wizard-payment">
      <RequestLines />
      {paymentOptions.length === 0 && amount === 0 && (
        <p className="wizard-notice">Aucun paiement n’est demandé pour cette inscription.</p>
      )}
      {paymentOptions.length > 0 && (
        <fieldset className="wizard-choice-group">
          <legend>Mode de paiement</legend>
          {paymentOptions.map((option) => {
            const id = `wizard-payment-${option.paymentMethod.id}`;
            return (
              <label key={option.paymentMethod.id} className="wizard-inline-choice" htmlFor={id}>
                <input
                  id={id}
                  type="radio"
                  name="wizard-payment"
                  checked={basket.paymentMethodId === option.paymentMethod.id}
                  onChange={() => update({ paymentMethodId: option.paymentMethod.id })}
                />
                {option.paymentMethod.name}
              </label>
            );
          })}
        </fieldset>
      )}
      <PaymentSchedule headingId="wizard-schedule" />
      <p className="note">
        * Les frais sont calculés sur la base d’une carte bancaire européenne. Les cartes émises
        hors de l’Union européenne entraînent des frais supplémentaires.
      </p>
    </div>
  );
}
