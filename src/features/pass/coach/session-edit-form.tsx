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
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

/** The three required address fields of docs/spec/members-area.md 5, in the order of the form. */
const addressFields = [
  { name: 'adresse', label: 'Adresse', numeric: false },
  { name: 'codePostal', label: 'Code postal', numeric: true },
  { name: 'ville', label: 'Ville', numeric: false },
] as const satisfies readonly { name: keyof SessionEditInput; label: string; numeric: boolean }[];

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
    const { ok, text } = passOutcome(result);
    dispatch(ok ? successToast(text) : errorToast(text));
    if (ok) onDone();
  });

  return (
    <form className="pass-edit" noValidate onSubmit={(event) => void onSubmit(event)}>
      {addressFields.map(({ name, label, numeric }) => (
        <TextField
          key={name}
          id={`pass-edit-${name.toLowerCase()}`}
          label={label}
          required
          inputMode={numeric ? 'numeric' : undefined}
          error={errors[name]?.message}
          {...form.register(name)}
        />
      ))}
      <TextAreaField
        id="pass-edit-commentaire"
        label="Commentaire"
        rows={3}
        {...form.register('commentaire')}
      />
      <DialogActions onCancel={onDone}>
        <Button type="submit" variant="primary" disabled={!isValid || updating.isLoading}>
          Mettre à jour
        </Button>
      </DialogActions>
    </form>
  );
}
