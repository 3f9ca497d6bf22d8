import type { ComponentProps } from 'react';
import {
  describedBy,
  FieldErrorMessage,
  FieldHint,
  FieldLabel,
} from '@/shared/ui/form/form-fields';

export type AdminOption = { value: string; label: string; disabled?: boolean; reason?: string };

/**
 * The form kit's select, with options that can be disabled: the reason of each disabled option
 * goes into the field's hint, where a screen reader reads it with the field (a native option's
 * tooltip is not announced).
 */
export function AdminSelect({
  id,
  label,
  options,
  placeholder,
  error,
  required,
  ...select
}: Omit<ComponentProps<'select'>, 'id' | 'children'> & {
  id: string;
  label: string;
  options: readonly AdminOption[];
  placeholder: string;
  error?: string;
}) {
  const reasons = [...new Set(options.flatMap((option) => (option.reason ? [option.reason] : [])))];
  const hint = reasons.length ? reasons.join(' ') : undefined;
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id} hint={hint} />
      <select
        {...select}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            title={option.reason}
          >
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrorMessage id={id} message={error} />
    </div>
  );
}
