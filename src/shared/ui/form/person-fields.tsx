import {
  Controller,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { maskPhone, phoneMask, phoneMaxLength } from '@/shared/lib/phone-mask';
import { capitalizeName } from '@/shared/lib/text';
import type { FieldFormat } from './format-in-place';
import { RadioGroupField, TextField } from './form-fields';
import { FrenchDateField } from './french-date-field';

/** One field of a group: where it is, what react-hook-form registered, its error. */
export type FieldBinding = {
  id: string;
  registration: UseFormRegisterReturn;
  error?: string;
  autoComplete?: string;
};

/**
 * 'Nom' and 'Prénom' side by side, as every person form of the portal asks them: the first name
 * gets its capitals while typing. A form that locks one of them leaves it out; `order` follows
 * the form's own reading order.
 */
export function NameFields({
  lastname,
  firstname,
  order = 'lastname-first',
  maxLength,
  formatLastname,
}: {
  lastname?: FieldBinding;
  firstname?: FieldBinding;
  order?: 'lastname-first' | 'firstname-first';
  maxLength?: number;
  formatLastname?: FieldFormat;
}) {
  const field = (
    binding: FieldBinding | undefined,
    label: 'Nom' | 'Prénom',
    autoComplete: string,
    format: FieldFormat | undefined,
  ) =>
    binding && (
      <TextField
        key={label}
        id={binding.id}
        label={label}
        required
        autoComplete={binding.autoComplete ?? autoComplete}
        maxLength={maxLength}
        format={format}
        error={binding.error}
        {...binding.registration}
      />
    );
  const last = field(lastname, 'Nom', 'family-name', formatLastname);
  const first = field(firstname, 'Prénom', 'given-name', (value) => capitalizeName(value));
  if (!last && !first) return null;
  return (
    <div className="form-kit__row">
      {order === 'lastname-first' ? [last, first] : [first, last]}
    </div>
  );
}

/** A French phone number typed into the 00.00.00.00.00 mask (14 characters at most). */
export function PhoneField({
  binding,
  label,
  required,
  hint = 'Format 06.12.34.56.78',
}: {
  binding: FieldBinding;
  label: string;
  required?: boolean;
  hint?: string;
}) {
  return (
    <TextField
      id={binding.id}
      label={label}
      type="tel"
      required={required}
      inputMode="numeric"
      autoComplete={binding.autoComplete ?? 'tel-national'}
      placeholder={phoneMask}
      hint={hint}
      maxLength={phoneMaxLength}
      format={(value) => maskPhone(value)}
      error={binding.error}
      {...binding.registration}
    />
  );
}

/** 'Date de naissance' in the French date field, bound to the form through its controller. */
export function BirthDateField<T extends FieldValues>({
  control,
  name,
  id,
  label = 'Date de naissance',
  required = true,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label?: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FrenchDateField
          id={id}
          name={field.name}
          label={label}
          required={required}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** 'Sexe' as every person form of the portal asks it; the radios' ids end in -M and -F. */
export const genderOptions = [
  { value: 'M', label: 'Homme' },
  { value: 'F', label: 'Femme' },
] as const;

export function GenderField({ binding, required }: { binding: FieldBinding; required?: boolean }) {
  return (
    <RadioGroupField
      id={binding.id}
      legend="Sexe"
      required={required}
      options={genderOptions}
      error={binding.error}
      {...binding.registration}
    />
  );
}

/** The e-mail address a person is reached at (for an account, also its sign-in name). */
export function EmailField({
  binding,
  required = true,
  hint,
  announceError,
}: {
  binding: FieldBinding;
  required?: boolean;
  hint?: string;
  announceError?: boolean;
}) {
  return (
    <TextField
      id={binding.id}
      label="Email"
      type="email"
      required={required}
      autoComplete={binding.autoComplete ?? 'email'}
      hint={hint}
      announceError={announceError}
      error={binding.error}
      {...binding.registration}
    />
  );
}
