import { useWizard } from '../use-wizard-model';

/** The club path's last step (pre-registration). */
export function ConfirmationStep() {
  const { activity } = useWizard();
  return (
    <div className="wizard-confirmation">
      <p>Vous allez vous pré-inscrire à l&apos;activité {activity.title}.</p>
      <p>
        Vous devrez vous rendre au club pour payer votre cotisation et entériner votre inscription.
      </p>
      <p className="wizard-confirmation__question">Confirmer votre pré-inscription ?</p>
    </div>
  );
}
