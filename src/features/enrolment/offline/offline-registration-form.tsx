import {
  BirthDateField,
  EmailField,
  GenderField,
  NameFields,
  PhoneField,
} from '@/shared/ui/form/person-fields';
import { useEffect, useId, useRef } from 'react';
import { formatEuros } from '@/shared/lib/money';
import { selectInFlight } from '@/shared/store/single-flight';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { CheckboxGroup, RequiredFieldsNote } from '@/shared/ui/form/form-fields';
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
    bind,
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
        lastname={bind('nom', ids.nom)}
        firstname={bind('prenom', ids.prenom)}
      />
      <BirthDateField control={control} name="dateNaissance" id={ids.dateNaissance} />
      <GenderField binding={bind('sexe', ids.sexe)} required />
      <div className="form-kit__row">
        <EmailField binding={bind('email', ids.email)} />
        <PhoneField label="Téléphone portable" binding={bind('telMobile', ids.telMobile)} />
      </div>
      <CheckboxGroup
        legend="Autorisations et informations"
        choices={consents.map(({ field, label }) => ({
          id: `${prefix}-${field}`,
          label,
          registration: register(field),
        }))}
      />
      <DialogActions onCancel={onClose}>
        <Button type="submit" variant="primary" aria-disabled={!isValid || pending}>
          {submitLabel(target.amount)}
        </Button>
      </DialogActions>
    </form>
  );
}
