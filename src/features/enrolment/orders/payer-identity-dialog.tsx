import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** Names are at most 30 characters (enrolment.md section 9). */
const payerSchema = z.object({
  firstName: z.string().trim().min(1, 'Le prénom est requis').max(30, '30 caractères au plus'),
  lastName: z.string().trim().min(1, 'Le nom est requis').max(30, '30 caractères au plus'),
});
export type Payer = z.infer<typeof payerSchema>;

/**
 * 'Renseigner l'identité du payeur' (members-area.md): the names the payment provider shows,
 * prefilled from the profile.
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
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<Payer>({
    resolver: zodResolver(payerSchema),
    defaultValues: initial,
    mode: 'onChange',
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((payer) => {
        onClose();
        onSubmit(payer);
      })}
    >
      <div className="field">
        <label htmlFor={ids.first}>Prénom</label>
        <input
          id={ids.first}
          autoComplete="given-name"
          maxLength={30}
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={errors.firstName ? `${ids.first}-error` : undefined}
          {...register('firstName')}
        />
        {errors.firstName && (
          <p id={`${ids.first}-error`} className="field-error">
            {errors.firstName.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.last}>Nom</label>
        <input
          id={ids.last}
          autoComplete="family-name"
          maxLength={30}
          aria-invalid={errors.lastName ? true : undefined}
          aria-describedby={errors.lastName ? `${ids.last}-error` : undefined}
          {...register('lastName')}
        />
        {errors.lastName && (
          <p id={`${ids.last}-error`} className="field-error">
            {errors.lastName.message}
          </p>
        )}
      </div>
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Annuler
        </button>
        <button type="submit" className="button button--primary" disabled={!isValid}>
          Accéder au paiement
        </button>
      </div>
    </form>
  );
}
