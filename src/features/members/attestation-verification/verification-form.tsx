import { useId } from 'react';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { TextField } from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import {
  verificationFormSchema,
  type VerificationFormInput,
  type VerificationFormValues,
} from './rules/verification-form';
import { Button } from '@/shared/ui/button';

/** The reference and code of an attestation, typed by whoever holds the paper. */
export function VerificationForm({
  initial,
  onCheck,
}: {
  initial: VerificationFormInput;
  onCheck: (values: VerificationFormValues) => void;
}) {
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const {
    register,
    attempt,
    submitWith,
    formState: { errors },
  } = useSummarisedForm<VerificationFormInput, VerificationFormValues>(
    verificationFormSchema,
    initial,
  );
  const summary = summaryErrors(errors, [
    { name: 'attestationId', id: id('reference'), label: 'Référence' },
    { name: 'code', id: id('code'), label: 'Code de vérification' },
  ]);
  return (
    <form
      className="form-kit attestation-check__form"
      noValidate
      aria-label="Vérifier une attestation"
      onSubmit={submitWith(onCheck)}
    >
      <FormErrorSummary errors={summary} attempt={attempt} />
      <TextField
        id={id('reference')}
        label="Référence"
        hint="Le nombre imprimé sur l'attestation, par exemple 7012."
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.attestationId?.message}
        {...register('attestationId')}
      />
      <TextField
        id={id('code')}
        label="Code de vérification"
        hint="12 lettres et chiffres, par exemple K3FQ-9ZXD-2M7P."
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" variant="primary">
        Vérifier
      </Button>
    </form>
  );
}
