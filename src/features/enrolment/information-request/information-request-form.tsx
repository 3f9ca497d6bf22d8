import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { capitalizeName } from '@/shared/lib/text';
import { selectInFlight } from '@/shared/store/single-flight';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { RequiredFieldsNote, TextAreaField, TextField } from '@/shared/ui/form/form-fields';
import { FrenchDateField } from '@/shared/ui/form/french-date-field';
import { maskPhone, phoneMask, phoneMaxLength } from '@/shared/lib/phone-mask';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { nameMaxLength } from '../components/visitor-fields';
import {
  emptyInformationRequest,
  informationRequestSchema,
  type InformationRequestInput,
  type InformationRequestValues,
} from './rules/information-demand';
import { informationDemandFlight, sendInformationDemand } from './send-information-demand';

const schema = informationRequestSchema();

/** 'Demande d'information' for one club and activity (enrolment.md section 2). */
export function InformationRequestForm({
  clubId,
  activityId,
  onClose,
}: {
  clubId: number;
  activityId: number;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const prefix = useId();
  const ids = {
    firstName: `${prefix}-prenom`,
    lastName: `${prefix}-nom`,
    birthDate: `${prefix}-naissance`,
    email: `${prefix}-email`,
    phone: `${prefix}-telephone`,
    question: `${prefix}-question`,
  };
  const {
    register,
    control,
    attempt,
    submitWith,
    formState: { errors, isValid },
  } = useSummarisedForm<InformationRequestInput, InformationRequestValues>(
    schema,
    emptyInformationRequest,
  );

  const pending = useAppSelector((state) => selectInFlight(state, informationDemandFlight));

  const send = (values: InformationRequestValues) =>
    dispatch(sendInformationDemand({ values, clubId, activityId, close: onClose }));

  const summary = summaryErrors(errors, [
    { name: 'firstName', id: ids.firstName, label: 'Prénom' },
    { name: 'lastName', id: ids.lastName, label: 'Nom' },
    { name: 'birthDate', id: ids.birthDate, label: 'Date de naissance' },
    { name: 'email', id: ids.email, label: 'Email' },
    { name: 'phone', id: ids.phone, label: 'Numéro de téléphone portable' },
  ]);

  return (
    <form className="form-kit" noValidate onSubmit={submitWith(send)}>
      <FormErrorSummary errors={summary} attempt={attempt} />
      <RequiredFieldsNote />
      <div className="form-kit__row">
        <TextField
          id={ids.firstName}
          label="Prénom"
          required
          autoComplete="given-name"
          maxLength={nameMaxLength}
          format={(value) => capitalizeName(value)}
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id={ids.lastName}
          label="Nom"
          required
          autoComplete="family-name"
          maxLength={nameMaxLength}
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <Controller
        control={control}
        name="birthDate"
        render={({ field, fieldState }) => (
          <FrenchDateField
            id={ids.birthDate}
            name={field.name}
            label="Date de naissance"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
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
        <TextField
          id={ids.phone}
          label="Numéro de téléphone portable"
          type="tel"
          required
          autoComplete="tel-national"
          inputMode="numeric"
          placeholder={phoneMask}
          hint="Format 06.12.34.56.78"
          maxLength={phoneMaxLength}
          format={(value) => maskPhone(value)}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <TextAreaField
        id={ids.question}
        label="Question éventuelle"
        rows={4}
        {...register('question')}
      />
      <div className="dialog-actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Annuler
        </button>
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={!isValid || pending}
        >
          Envoyer
        </button>
      </div>
    </form>
  );
}
