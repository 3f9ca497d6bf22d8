import { skipToken } from '@reduxjs/toolkit/query';
import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { useGetPreInscriptionsQuery } from '../../api/get-pre-inscriptions';
import { isAlreadyPreRegistered } from '../../rules/pre-registration';
import { useWizard } from '../wizard-context';

/** The club path's last step (pre-registration). */
export function ConfirmationStep() {
  const { activity, profile, basket } = useWizard();
  const email = profile.email ?? getAuthAdapter().user()?.email;
  const existing = useGetPreInscriptionsQuery(
    email ? { email, lastname: profile.lastname, firstname: profile.firstname } : skipToken,
  );
  const already =
    existing.data !== undefined &&
    isAlreadyPreRegistered(existing.data, basket.clubId, activity.title);
  return (
    <div className="wizard-confirmation">
      <p>Vous allez vous pré-inscrire à l&apos;activité {activity.title}.</p>
      <p>
        Vous devrez vous rendre au club pour payer votre cotisation et entériner votre inscription.
      </p>
      <div role="status">
        {already && (
          <p>
            {profile.firstname} {profile.lastname} a déjà une pré-inscription à l&apos;activité{' '}
            {activity.title} dans ce club.
          </p>
        )}
      </div>
      <p className="wizard-confirmation__question">Confirmer votre pré-inscription ?</p>
    </div>
  );
}
