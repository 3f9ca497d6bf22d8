import { TextAreaField, TextField } from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { useAppDispatch } from '@/shared/store/store';
import { errorToast, successToast } from '@/shared/ui/ui-slice';
import type { PassSession } from '../api/pass-session';
import { passOutcome } from '../api/pass-text-answer';
import { useUpdatePassSessionAddressMutation } from '../api/update-session-address';
import {
  sessionEditSchema,
  type SessionEditInput,
  type SessionEditValues,
} from './rules/session-edit-schema';

/** The coach edits the comment and address of the session (PUT UpdateCreneauAddress). */
export function SessionEditForm({ session, onDone }: { session: PassSession; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [update, updating] = useUpdatePassSessionAddressMutation();
  const form = useSummarisedForm<SessionEditInput, SessionEditValues>(
    sessionEditSchema,
    {
      adresse: session.adresse,
      codePostal: session.codePostal,
      ville: session.ville,
      commentaire: session.commentaire,
    },
    { mode: 'onChange' },
  );
  const { errors, isValid } = form.formState;

  const onSubmit = form.submitWith(async (values) => {
    const result = await update({ sessionId: session.id, ...values });
    const outcome = passOutcome(result);
    dispatch(outcome.title === 'Succès' ? successToast(outcome.text) : errorToast(outcome.text));
    if ('data' in result) onDone();
  });

  return (
    <form className="pass-edit" noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextField
        id="pass-edit-adresse"
        label="Adresse"
        required
        error={errors.adresse?.message}
        {...form.register('adresse')}
      />
      <TextField
        id="pass-edit-codepostal"
        label="Code postal"
        required
        inputMode="numeric"
        error={errors.codePostal?.message}
        {...form.register('codePostal')}
      />
      <TextField
        id="pass-edit-ville"
        label="Ville"
        required
        error={errors.ville?.message}
        {...form.register('ville')}
      />
      <TextAreaField
        id="pass-edit-commentaire"
        label="Commentaire"
        rows={3}
        {...form.register('commentaire')}
      />
      <div className="pass-edit__actions">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Annuler
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!isValid || updating.isLoading}
        >
          Mettre à jour
        </button>
      </div>
    </form>
  );
}
