import { BirthDateField, EmailField, NameFields, PhoneField } from '@/shared/ui/form/person-fields';
import { useId } from 'react';
import { selectInFlight } from '@/shared/store/single-flight';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { RequiredFieldsNote, TextAreaField } from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { nameMaxLength } from '../components/visitor-fields';
import {
  emptyInformationRequest,
  informationRequestSchema,
  type InformationRequestInput,
  type InformationRequestValues,
} from './rules/information-demand';
import { informationDemandFlight, sendInformationDemand } from './send-information-demand';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

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
    bind,
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
      <NameFields
        order="firstname-first"
        maxLength={nameMaxLength}
        firstname={bind('firstName', ids.firstName)}
        lastname={bind('lastName', ids.lastName)}
      />
      <BirthDateField control={control} name="birthDate" id={ids.birthDate} />
      <div className="form-kit__row">
        <EmailField binding={bind('email', ids.email)} />
        <PhoneField
          label="Numéro de téléphone portable"
          required
          binding={bind('phone', ids.phone)}
        />
      </div>
      <TextAreaField
        id={ids.question}
        label="Question éventuelle"
        rows={4}
        {...register('question')}
      />
      <DialogActions onCancel={onClose}>
        <Button type="submit" variant="primary" aria-disabled={!isValid || pending}>
          Envoyer
        </Button>
      </DialogActions>
    </form>
  );
}
