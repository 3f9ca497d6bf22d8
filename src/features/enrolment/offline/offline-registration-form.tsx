import { flushSync } from 'react-dom';
import {
  BirthDateField,
  EmailField,
  GenderField,
  NameFields,
  PhoneField,
} from '@/shared/ui/form/person-fields';
import { useEffect, useRef } from 'react';
import { formatEuros } from '@/shared/lib/money';
import { useAppDispatch } from '@/shared/store/store';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { CheckboxGroup, RequiredFieldsNote } from '@/shared/ui/form/form-fields';
import { useVisitorForm } from '../components/use-visitor-form';
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
  const { form, fieldId, submitInert } = useVisitorForm<
    OfflineRegistrationInput,
    OfflineRegistrationValues
  >(schema, emptyOfflineRegistration, offlineRegistrationFlight);
  const intro = useRef<HTMLParagraphElement>(null);

  // The form replaces the account question: focus its introduction, not the dialog's start.
  useEffect(() => intro.current?.focus(), []);

  const submit = async (values: OfflineRegistrationValues) => {
    const registering = await dispatch(registerWithoutAccount({ values, target }));
    // A second click while the first is in flight is dropped (its condition): nothing to close.
    // Done, the dialog goes now (flushSync), before the button the flight held can take a click.
    if (registerWithoutAccount.fulfilled.match(registering) && registering.payload === 'closed') {
      flushSync(onClose);
    }
  };

  const summary = summaryErrors(form.formState.errors, [
    { name: 'nom', id: fieldId('nom'), label: 'Nom' },
    { name: 'prenom', id: fieldId('prenom'), label: 'Prénom' },
    { name: 'dateNaissance', id: fieldId('dateNaissance'), label: 'Date de naissance' },
    { name: 'sexe', id: `${fieldId('sexe')}-M`, label: 'Sexe' },
    { name: 'email', id: fieldId('email'), label: 'Email' },
    { name: 'telMobile', id: fieldId('telMobile'), label: 'Téléphone portable' },
  ]);

  return (
    <form className="form-kit" noValidate onSubmit={form.submitWith(submit)}>
      <p ref={intro} tabIndex={-1} className="form-kit__intro">
        Inscription à {target.activityTitle} ({target.categoryTitle})
        {target.amount > 0
          ? ` : ${formatEuros(target.amount)}, à régler en ligne.`
          : ' : gratuite.'}
      </p>
      <FormErrorSummary errors={summary} attempt={form.attempt} />
      <RequiredFieldsNote />
      <NameFields
        maxLength={nameMaxLength}
        lastname={form.bind('nom', fieldId('nom'))}
        firstname={form.bind('prenom', fieldId('prenom'))}
      />
      <BirthDateField control={form.control} name="dateNaissance" id={fieldId('dateNaissance')} />
      <GenderField binding={form.bind('sexe', fieldId('sexe'))} required />
      <div className="form-kit__row">
        <EmailField binding={form.bind('email', fieldId('email'))} />
        <PhoneField
          label="Téléphone portable"
          binding={form.bind('telMobile', fieldId('telMobile'))}
        />
      </div>
      <CheckboxGroup
        legend="Autorisations et informations"
        choices={consents.map(({ field, label }) => ({
          id: fieldId(field),
          label,
          registration: form.register(field),
        }))}
      />
      <DialogActions onCancel={onClose}>
        <Button type="submit" variant="primary" aria-disabled={submitInert}>
          {submitLabel(target.amount)}
        </Button>
      </DialogActions>
    </form>
  );
}
