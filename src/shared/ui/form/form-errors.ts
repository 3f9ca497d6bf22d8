import type { FieldErrors, FieldValues } from 'react-hook-form';
import type { SummaryError } from './error-links';

/** The form's errors in the order of its fields, for the error summary. */
export function summaryErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  fields: readonly { name: keyof T & string; id: string; label: string }[],
): SummaryError[] {
  return fields.flatMap((field) => {
    const message = errors[field.name]?.message;
    return typeof message === 'string' ? [{ fieldId: field.id, label: field.label, message }] : [];
  });
}
