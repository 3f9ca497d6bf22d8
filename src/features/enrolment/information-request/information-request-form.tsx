import { flushSync } from 'react-dom';
import { BirthDateField, EmailField, NameFields, PhoneField } from '@/shared/ui/form/person-fields';
import { useAppDispatch } from '@/shared/store/store';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { RequiredFieldsNote, TextAreaField } from '@/shared/ui/form/form-fields';
import { useVisitorForm } from '../components/use-visitor-form';
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

/** 'Demande d'information' for one club and activity (docs/spec/enrolment.md section 2). */
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
  const { form, fieldId, submitInert } = useVisitorForm<
    InformationRequestInput,
    InformationRequestValues
  >(schema, emptyInformationRequest, informationDemandFlight);

  const send = async (values: InformationRequestValues) => {
    const sending = await dispatch(sendInformationDemand({ values, clubId, activityId }));
    // A second click while the first is in flight is dropped (its condition): nothing to close.
    // Sent, the dialog goes now (flushSync), before the button the flight held can take a click.
    if (sendInformationDemand.fulfilled.match(sending) && sending.payload === 'sent') {
      flushSync(onClose);
    }
  };

  const summary = summaryErrors(form.formState.errors, [
    { name: 'firstName', id: fieldId('firstName'), label: 'Prénom' },
    { name: 'lastName', id: fieldId('lastName'), label: 'Nom' },
    { name: 'birthDate', id: fieldId('birthDate'), label: 'Date de naissance' },
    { name: 'email', id: fieldId('email'), label: 'Email' },
    { name: 'phone', id: fieldId('phone'), label: 'Numéro de téléphone portable' },
  ]);

  return (
    <form className="form-kit" noValidate onSubmit={form.submitWith(send)}>
      <FormErrorSummary errors={summary} attempt={form.attempt} />
      <RequiredFieldsNote />
      <NameFields
        order="firstname-first"
        maxLength={nameMaxLength}
        firstname={form.bind('firstName', fieldId('firstName'))}
        lastname={form.bind('lastName', fieldId('lastName'))}
      />
      <BirthDateField control={form.control} name="birthDate" id={fieldId('birthDate')} />
      <div className="form-kit__row">
        <EmailField binding={form.bind('email', fieldId('email'))} />
        <PhoneField
          label="Numéro de téléphone portable"
          required
          binding={form.bind('phone', fieldId('phone'))}
        />
      </div>
      <TextAreaField
        id={fieldId('question')}
        label="Question éventuelle"
        rows={4}
        {...form.register('question')}
      />
      <DialogActions onCancel={onClose}>
        <Button type="submit" variant="primary" aria-disabled={submitInert}>
          Envoyer
        </Button>
      </DialogActions>
    </form>
  );
}
