import { useId } from 'react';
import { z } from 'zod';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { TextField } from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

const nameMaxLength = 30;

/** Names are at most 30 characters (docs/spec/enrolment.md section 9). */
const payerSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'Le prénom est requis')
    .max(nameMaxLength, '30 caractères au plus'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Le nom est requis')
    .max(nameMaxLength, '30 caractères au plus'),
});
export type Payer = z.infer<typeof payerSchema>;

/**
 * 'Renseigner l'identité du payeur' (docs/spec/members-area.md): the names the payment provider
 * shows, prefilled from the profile; 'Accéder au paiement' stays disabled until both are valid, so
 * errors show as the payer types.
 */
export function PayerIdentityDialog({
  initial,
  onSubmit,
  onClose,
}: {
  initial: Payer;
  onSubmit: (payer: Payer) => void;
  onClose: () => void;
}) {
  const ids = { first: useId(), last: useId() };
  const {
    register,
    attempt,
    submitWith,
    formState: { errors, isValid },
  } = useSummarisedForm<Payer, Payer>(payerSchema, initial, { mode: 'onChange' });

  // One table for the error summary and the inputs, so their labels cannot drift apart.
  const fields = [
    { name: 'firstName', id: ids.first, label: 'Prénom', autoComplete: 'given-name' },
    { name: 'lastName', id: ids.last, label: 'Nom', autoComplete: 'family-name' },
  ] as const;
  const summary = summaryErrors(errors, fields);

  return (
    <form
      className="form-kit"
      noValidate
      onSubmit={submitWith((payer) => {
        onClose();
        onSubmit(payer);
      })}
    >
      <FormErrorSummary errors={summary} attempt={attempt} />
      {fields.map((field) => (
        <TextField
          key={field.name}
          id={field.id}
          label={field.label}
          autoComplete={field.autoComplete}
          maxLength={nameMaxLength}
          error={errors[field.name]?.message}
          {...register(field.name)}
        />
      ))}
      <DialogActions onCancel={onClose}>
        <Button type="submit" variant="primary" disabled={!isValid}>
          Accéder au paiement
        </Button>
      </DialogActions>
    </form>
  );
}
