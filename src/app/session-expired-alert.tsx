import { useEffect, useId, useRef } from 'react';
import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

/**
 * When the identity provider refuses to renew the tokens (the SSO session ended), the member is
 * told and signs in again to come back to this very page: the wizard, the cart and the PASS
 * choices are kept in this browser, so nothing typed there is lost. A native modal traps focus;
 * Escape does not dismiss it, since every call would fail until the member signs in.
 */
export function SessionExpiredAlert() {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (ref.current && !ref.current.open) ref.current.showModal();
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      style={{ width: 'min(30rem, 95vw)' }}
      onCancel={(event) => event.preventDefault()}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          Session expirée
        </h2>
      </div>
      <div className="modal__body">
        <p id={textId}>
          Votre session a expiré. Reconnectez-vous pour continuer : ce que vous avez saisi sur cet
          appareil est conservé.
        </p>
        <DialogActions>
          <Button
            variant="primary"
            onClick={() => void getAuthAdapter().login(window.location.href)}
          >
            Se reconnecter
          </Button>
        </DialogActions>
      </div>
    </dialog>
  );
}
