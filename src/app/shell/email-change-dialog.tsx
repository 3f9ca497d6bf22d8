import { useId, useState } from 'react';
import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { hasRealmRole, realmRoles } from '@/shared/auth/roles';
import { accountExists, changeAccountEmail } from '@/shared/session/api/account-email';
import { selectAccount } from '@/shared/session/session-slice';
import { signOut } from '@/shared/session/sign-out';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { checkEmailChange } from './email-change-rules';

/** Two steps: the new address twice, then a warning when it already owns an account. */
export function EmailChangeDialog({ onCancel }: { onCancel: () => void }) {
  const account = useAppSelector(selectAccount);
  const dispatch = useAppDispatch();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [step, setStep] = useState<'form' | 'existing'>('form');
  const [sending, setSending] = useState(false);
  const ids = { first: useId(), second: useId(), message: useId() };
  if (!account) return null;
  const check = checkEmailChange(account.email, first, second);

  const save = async (attachToExisting: boolean) => {
    setSending(true);
    try {
      await changeAccountEmail(account.email, first.trim().toLowerCase(), attachToExisting);
      await signOut(dispatch, getAuthAdapter(), '/profile');
    } catch {
      setSending(false);
    }
  };

  const submit = async () => {
    if (!check.canSubmit || sending) return;
    setSending(true);
    try {
      const exists = await accountExists(first.trim().toLowerCase());
      setSending(false);
      if (exists) setStep('existing');
      else await save(false);
    } catch {
      setSending(false);
    }
  };

  if (step === 'existing') {
    return (
      <div className="email-change">
        <p role="alert">
          L&apos;adresse {first} appartient déjà à un compte. En confirmant, vos profils seront
          rattachés à ce compte et vous serez déconnecté.
        </p>
        <div className="dialog-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setStep('form')}
          >
            Retour
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={sending}
            onClick={() => void save(true)}
          >
            Je confirme
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      className="email-change"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p>
        Après l&apos;enregistrement, vous serez déconnecté et devrez vous reconnecter avec la
        nouvelle adresse.
      </p>
      {hasRealmRole(account.realmRoles, realmRoles.adherons) && (
        <p className="note">
          L&apos;adresse de connexion à l&apos;application Adhérons changera également.
        </p>
      )}
      <div className="field">
        <label htmlFor={ids.first}>Nouvelle adresse email</label>
        <input
          id={ids.first}
          type="email"
          autoComplete="email"
          required
          value={first}
          onChange={(event) => setFirst(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={ids.second}>Répétez la nouvelle adresse email</label>
        <input
          id={ids.second}
          type="email"
          autoComplete="email"
          required
          value={second}
          aria-describedby={check.message ? ids.message : undefined}
          aria-invalid={check.message ? true : undefined}
          onChange={(event) => setSecond(event.target.value)}
        />
      </div>
      {check.message && (
        <p id={ids.message} className="field-error" role="alert">
          {check.message}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Annuler
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!check.canSubmit || sending}
        >
          Valider
        </button>
      </div>
    </form>
  );
}
