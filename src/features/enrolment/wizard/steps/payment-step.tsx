import { ErrorState } from '@/shared/ui/error-state';
import { Spinner } from '@/shared/ui/spinner';
import { PaymentSchedule } from '../payment-schedule';
import { RequestLines } from '../request-lines';
import { useWizard } from '../use-wizard-model';

/** Step 'Choix du mode de paiement': the request's lines and the payment options. */
export function PaymentStep() {
  const { paymentRemote, paymentOptions, basket, update, amount } = useWizard();
  if (paymentRemote.status === 'idle') {
    return <p className="wizard-notice">Choisissez d’abord un tarif et une licence.</p>;
  }
  if (paymentRemote.status === 'loading') {
    return <Spinner label="Chargement des modes de paiement…" />;
  }
  if (paymentRemote.status === 'failed') {
    return <ErrorState message={paymentRemote.message} onRetry={paymentRemote.retry} />;
  }
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
