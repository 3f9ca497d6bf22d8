import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { storeInscriptionRedirect } from '@/shared/session/inscription-redirect';
import { OfflineRegistrationForm } from './offline-registration-form';
import type { OfflineTarget } from './rules/offline-registration';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

/**
 * A visitor's 'Inscription': sign in (the club and activity are kept for after the login) or
 * register without an account (docs/spec/enrolment.md section 2).
 */
export function OfflineRegistrationDialog({
  target,
  onClose,
}: {
  target: OfflineTarget;
  onClose: () => void;
}) {
  const [withoutAccount, setWithoutAccount] = useState(false);
  const navigate = useNavigate();

  if (withoutAccount) return <OfflineRegistrationForm target={target} onClose={onClose} />;

  const signIn = () => {
    storeInscriptionRedirect({ clubId: target.clubId, activityId: target.activityId });
    onClose();
    void navigate(paths.profile);
  };

  return (
    <div className="enrolment-account-choice">
      <p>
        Vous avez déjà un compte ? Connectez-vous pour vous inscrire à {target.activityTitle} (
        {target.categoryTitle}) depuis votre espace. Sinon, remplissez le formulaire d'inscription.
      </p>
      <DialogActions>
        <Button variant="secondary" onClick={signIn}>
          J'ai un compte
        </Button>
        <Button variant="primary" onClick={() => setWithoutAccount(true)}>
          Je n'ai pas de compte
        </Button>
      </DialogActions>
    </div>
  );
}
