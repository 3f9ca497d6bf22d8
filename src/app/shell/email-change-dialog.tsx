import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { hasRealmRole, realmRoles } from '@/shared/auth/roles';
import { unshownFailureMessage } from '@/shared/api/unshown-failure';
import {
  accountExists,
  changeAccountEmail,
  type EmailChangeOutcome,
} from '@/shared/session/api/account-email';
import { selectAccount } from '@/shared/session/session-slice';
import { signOut } from '@/shared/session/sign-out';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { TextField } from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { checkEmailChange, emailChangeSchema, type EmailChangeInput } from './email-change-rules';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

const emptyEmailChange: EmailChangeInput = { first: '', second: '' };

export const emailChangeMessages = {
  refused: "Votre adresse email n'a pas été modifiée. Veuillez réessayer plus tard.",
};

/** Two steps: the new address twice, then a warning when it already owns an account. */
export function EmailChangeDialog({ onCancel }: { onCancel: () => void }) {
  const account = useAppSelector(selectAccount);
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<'form' | 'existing'>('form');
  // The normalised address that was submitted, for the second step's confirmation.
  const [newEmail, setNewEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ message: string } | null>(null);
  const ids = { first: useId(), second: useId() };
  const currentEmail = account?.email ?? '';
  const schema = useMemo(() => emailChangeSchema(currentEmail), [currentEmail]);
  const {
    register,
    control,
    getValues,
    attempt,
    submitWith,
    formState: { errors, isValid, touchedFields },
  } = useSummarisedForm(schema, emptyEmailChange, { mode: 'onChange' });
  const [first, second] = useWatch({ control, name: ['first', 'second'] });
  if (!account) return null;

  // The spec's two messages show as the address is repeated; the others once a field is left.
  const liveMessage = checkEmailChange(account.email, first, second).message;
  const shown = (name: keyof EmailChangeInput) => {
    const message = errors[name]?.message;
    const visible = touchedFields[name] || attempt > 0 || message === liveMessage;
    return visible ? message : undefined;
  };
  const summary = summaryErrors(errors, [
    { name: 'first', id: ids.first, label: 'Nouvelle adresse email' },
    { name: 'second', id: ids.second, label: 'Répétez la nouvelle adresse email' },
  ]);

  const save = async (email: string, attachToExisting: boolean) => {
    setSending(true);
    setOutcome(null);
    let answer: EmailChangeOutcome;
    try {
      answer = await changeAccountEmail(dispatch, account.email, email, attachToExisting);
    } catch (error) {
      // An HTTP failure was told by the API layer; anything else is told here.
      const message = unshownFailureMessage(error);
      if (message) setOutcome({ message });
      setSending(false);
      return;
    }
    if (answer === 'refused') {
      setOutcome({ message: emailChangeMessages.refused });
      setSending(false);
      return;
    }
    // docs/spec/administration.md 4.5: 'After saving, the user is logged out.'
    await signOut(dispatch, getAuthAdapter(), '/profile');
  };

  const outcomeNotice = outcome && (
    <div className="email-change__outcome" role="alert">
      <p>{outcome.message}</p>
    </div>
  );

  const submit = async ({ email }: { email: string }) => {
    if (sending) return;
    setSending(true);
    try {
      const exists = await accountExists(dispatch, email);
      setSending(false);
      setNewEmail(email);
      if (exists) setStep('existing');
      else await save(email, false);
    } catch {
      setSending(false);
    }
  };

  if (step === 'existing') {
    return (
      <div className="email-change">
        <p role="alert">
          L&apos;adresse {getValues('first')} appartient déjà à un compte. En confirmant, vos
          profils seront rattachés à ce compte et vous serez déconnecté.
        </p>
        {outcomeNotice}
        <DialogActions>
          <Button variant="secondary" onClick={() => setStep('form')}>
            Retour
          </Button>
          <Button variant="primary" disabled={sending} onClick={() => void save(newEmail, true)}>
            Je confirme
          </Button>
        </DialogActions>
      </div>
    );
  }

  return (
    <form className="email-change form-kit" noValidate onSubmit={submitWith(submit)}>
      <p>
        Après l&apos;enregistrement, vous serez déconnecté et devrez vous reconnecter avec la
        nouvelle adresse.
      </p>
      {hasRealmRole(account.realmRoles, realmRoles.adherons) && (
        <p className="note">
          L&apos;adresse de connexion à l&apos;application Adhérons changera également.
        </p>
      )}
      <FormErrorSummary errors={summary} attempt={attempt} />
      <TextField
        id={ids.first}
        label="Nouvelle adresse email"
        type="email"
        autoComplete="email"
        aria-required
        error={shown('first')}
        {...register('first', { deps: ['second'] })}
      />
      <TextField
        id={ids.second}
        label="Répétez la nouvelle adresse email"
        type="email"
        autoComplete="email"
        aria-required
        error={shown('second')}
        announceError
        {...register('second')}
      />
      {outcomeNotice}
      <DialogActions onCancel={onCancel}>
        <Button type="submit" variant="primary" disabled={!isValid || sending}>
          Valider
        </Button>
      </DialogActions>
    </form>
  );
}
