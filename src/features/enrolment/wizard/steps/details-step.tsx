import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { isoToTypedFrenchDate, typedFrenchDateToIso } from '@/shared/lib/french-date';
import type { SummaryError } from '@/shared/ui/form/error-links';
import { detailsCheckedRecently } from '@/shared/session/details-checked';
import { FrenchDateField } from '@/shared/ui/form/french-date-field';
import { detailsStepView } from '../../rules/details-confirmation';
import type { DetailsDraft } from '../basket';
import { detailsLabels, detailsSchema, type ValidDetails } from '../details-schema';
import { StepErrorSummary } from '../step-error-summary';
import { DetailsConfirmation } from './details-confirmation';
import { useWizard } from '../wizard-context';

type TextField = Exclude<keyof DetailsDraft, 'gender' | 'birthday'>;
type TextFieldSpec = { name: TextField; type: string; autoComplete: string; required: boolean };

/** Before the birth date. */
const nameFields: TextFieldSpec[] = [
  { name: 'firstname', type: 'text', autoComplete: 'given-name', required: true },
  { name: 'lastname', type: 'text', autoComplete: 'family-name', required: true },
];

/** After it: the address in the portal's one order, the postal code before the town. */
const contactFields: TextFieldSpec[] = [
  { name: 'email', type: 'email', autoComplete: 'email', required: true },
  { name: 'address', type: 'text', autoComplete: 'address-line1', required: true },
  { name: 'addressContinued', type: 'text', autoComplete: 'address-line2', required: false },
  { name: 'postalCode', type: 'text', autoComplete: 'postal-code', required: true },
  { name: 'city', type: 'text', autoComplete: 'address-level2', required: true },
];

const fieldId = (name: keyof DetailsDraft) =>
  name === 'gender' ? 'wizard-gender-M' : `wizard-${name}`;

function summaryOf(errors: FieldErrors<DetailsDraft>): SummaryError[] {
  return (Object.keys(detailsLabels) as (keyof DetailsDraft)[]).flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ fieldId: fieldId(name), label: detailsLabels[name], message }] : [];
  });
}

/**
 * Step 1 'Mes informations': right after a renewal that checked them, the details to confirm
 * (detailsStepView, issue 34); otherwise the form.
 */
export function DetailsStep() {
  const { basket } = useWizard();
  const [checkedByRenewal] = useState(() => detailsCheckedRecently(basket.profileId));
  const [editing, setEditing] = useState(false);
  const valid = detailsSchema.safeParse(basket.profileDetails).success;
  // 'Modifier' goes away: the focus goes to the form's first field.
  useEffect(() => {
    if (editing) document.getElementById(fieldId('firstname'))?.focus();
  }, [editing]);
  if (detailsStepView({ checkedByRenewal, valid, editing }) === 'confirm') {
    return <DetailsConfirmation details={basket.profileDetails} onEdit={() => setEditing(true)} />;
  }
  return <DetailsForm />;
}

/** The profile's details, prefilled, kept in the basket as typed. */
function DetailsForm() {
  const { basket, update } = useWizard();
  const {
    control,
    register,
    subscribe,
    trigger,
    formState: { errors },
  } = useForm<DetailsDraft, unknown, ValidDetails>({
    defaultValues: basket.profileDetails,
    mode: 'onTouched',
    resolver: zodResolver(detailsSchema),
  });

  // The draft goes to the basket as typed, so that a reload resumes it.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => update({ profileDetails: { ...values } }),
      }),
    [subscribe, update],
  );

  // A profile with missing details shows what to complete at once, not after a blur.
  useEffect(() => {
    if (!detailsSchema.safeParse(basket.profileDetails).success) void trigger();
    // Only on arrival: later changes are validated as the member types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const summary = summaryOf(errors);

  const textField = ({ name, type, autoComplete, required }: TextFieldSpec) => {
    const error = errors[name]?.message;
    return (
      <div className="field" key={name}>
        <label htmlFor={fieldId(name)}>
          {detailsLabels[name]}
          {required && <span aria-hidden="true"> *</span>}
        </label>
        <input
          id={fieldId(name)}
          type={type}
          autoComplete={autoComplete}
          aria-required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId(name)}-error` : undefined}
          {...register(name)}
        />
        {error && (
          <p className="field-error" id={`${fieldId(name)}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className="wizard-details">
      <StepErrorSummary id="wizard-details-errors" errors={summary} />
      <p className="note">Les champs marqués d’un astérisque (*) sont obligatoires.</p>
      <div className="wizard-grid">
        {nameFields.map(textField)}
        {/* The portal's one date field: typed as jj/mm/aaaa or picked; the basket keeps ISO. */}
        <Controller
          control={control}
          name="birthday"
          render={({ field, fieldState }) => (
            <FrenchDateField
              id={fieldId('birthday')}
              name={field.name}
              label={detailsLabels.birthday}
              required
              value={isoToTypedFrenchDate(field.value)}
              onChange={(text) => field.onChange(typedFrenchDateToIso(text))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {contactFields.map(textField)}
      </div>
      <fieldset
        className="wizard-choice-group"
        aria-describedby={errors.gender ? 'wizard-gender-error' : undefined}
      >
        <legend>
          {detailsLabels.gender}
          <span aria-hidden="true"> *</span>
        </legend>
        <label className="wizard-inline-choice" htmlFor="wizard-gender-M">
          <input id="wizard-gender-M" type="radio" value="M" {...register('gender')} /> Homme
        </label>
        <label className="wizard-inline-choice" htmlFor="wizard-gender-F">
          <input id="wizard-gender-F" type="radio" value="F" {...register('gender')} /> Femme
        </label>
        {errors.gender?.message && (
          <p className="field-error" id="wizard-gender-error">
            {errors.gender.message}
          </p>
        )}
      </fieldset>
    </div>
  );
}
