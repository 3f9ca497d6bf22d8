import { BirthDateField, NameFields, PhoneField } from '@/shared/ui/form/person-fields';
import { useEffect, useId, useRef } from 'react';
import { formatEuros } from '@/shared/lib/money';
import { selectInFlight } from '@/shared/store/single-flight';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import {
  CheckboxField,
  CheckboxGroup,
  RadioGroupField,
  RequiredFieldsNote,
  TextField,
} from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { nameMaxLength } from '../components/visitor-fields';
import {
  consents,
  emptyOfflineRegistration,
  offlineRegistrationSchema,
  submitLabel,
  type OfflineRegistrationInput,
  type OfflineRegistrationValues,
  type OfflineTarget,
} from './rules/offline-registration';
import { offlineRegistrationFlight, registerWithoutAccount } from './register-without-account';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

const schema = offlineRegistrationSchema();

const genderOptions = [
  { value: 'M', label: 'Homme' },
  { value: 'F', label: 'Femme' },
] as const;

/** Registration without an account: sent as is when free, through the checkout when paid. */
export function OfflineRegistrationForm({
  target,
  onClose,
}: {
  target: OfflineTarget;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const prefix = useId();
  const ids = {
    nom: `${prefix}-nom`,
    prenom: `${prefix}-prenom`,
    dateNaissance: `${prefix}-naissance`,
    sexe: `${prefix}-sexe`,
    email: `${prefix}-email`,
    telMobile: `${prefix}-telephone`,
  };
  const {
    register,
    control,
    attempt,
    submitWith,
    formState: { errors, isValid },
  } = useSummarisedForm<OfflineRegistrationInput, OfflineRegistrationValues>(
    schema,
    emptyOfflineRegistration,
  );
  const pending = useAppSelector((state) => selectInFlight(state, offlineRegistrationFlight));
  const intro = useRef<HTMLParagraphElement>(null);

  // The form replaces the account question: focus its introduction, not the dialog's start.
  useEffect(() => intro.current?.focus(), []);

  const submit = (values: OfflineRegistrationValues) =>
    dispatch(registerWithoutAccount({ values, target, close: onClose }));

  const summary = summaryErrors(errors, [
    { name: 'nom', id: ids.nom, label: 'Nom' },
    { name: 'prenom', id: ids.prenom, label: 'Prénom' },
    { name: 'dateNaissance', id: ids.dateNaissance, label: 'Date de naissance' },
    { name: 'sexe', id: `${ids.sexe}-M`, label: 'Sexe' },
    { name: 'email', id: ids.email, label: 'Email' },
    { name: 'telMobile', id: ids.telMobile, label: 'Téléphone portable' },
  ]);

  return (
    <form className="form-kit" noValidate onSubmit={submitWith(submit)}>
      <p ref={intro} tabIndex={-1} className="form-kit__intro">
        Inscription à {target.activityTitle} ({target.categoryTitle})
        {target.amount > 0
          ? ` : ${formatEuros(target.amount)}, à régler en ligne.`
          : ' : gratuite.'}
      </p>
      <FormErrorSummary errors={summary} attempt={attempt} />
      <RequiredFieldsNote />
      <NameFields
        maxLength={nameMaxLength}
        lastname={{ id: ids.nom, registration: register('nom'), error: errors.nom?.message }}
        firstname={{
          id: ids.prenom,
          registration: register('prenom'),
          error: errors.prenom?.message,
        }}
      />
      <BirthDateField control={control} name="dateNaissance" id={ids.dateNaissance} />
      <RadioGroupField
        id={ids.sexe}
        legend="Sexe"
        required
        options={genderOptions}
        error={errors.sexe?.message}
        {...register('sexe')}
      />
      <div className="form-kit__row">
        <TextField
          id={ids.email}
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          label="Téléphone portable"
          binding={{
            id: ids.telMobile,
            registration: register('telMobile'),
            error: errors.telMobile?.message,
          }}
        />
      </div>
      <CheckboxGroup legend="Autorisations et informations">
        {consents.map(({ field, label }) => (
          <CheckboxField key={field} id={`${prefix}-${field}`} label={label} {...register(field)} />
        ))}
      </CheckboxGroup>
      <DialogActions onCancel={onClose}>
        <Button type="submit" variant="primary" aria-disabled={!isValid || pending}>
          {submitLabel(target.amount)}
        </Button>
      </DialogActions>
    </form>
  );
}
