import type { ChangeEvent, ComponentProps, ReactNode } from 'react';

/** Ids of a field's help and error, for aria-describedby. */
export function describedBy(id: string, parts: { hint?: unknown; error?: unknown }) {
  const ids = [parts.hint ? `${id}-hint` : '', parts.error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor}>
      {children}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="field-error enrolment-field-error">
      {message}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="enrolment-hint">
      {hint}
    </p>
  );
}

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Rewrites what is typed before the form sees it (masks, name capitals). */
  format?: (value: string, deleting: boolean) => string;
};

function isDeletion(event: ChangeEvent<HTMLInputElement>): boolean {
  const inputType = (event.nativeEvent as InputEvent).inputType;
  return typeof inputType === 'string' && inputType.startsWith('delete');
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({
  id,
  label,
  error,
  hint,
  format,
  onChange,
  required,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id} hint={hint} />
      <input
        {...input}
        id={id}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => {
          if (format) event.target.value = format(event.target.value, isDeletion(event));
          onChange?.(event);
        }}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
};

export function TextAreaField({
  id,
  label,
  error,
  hint,
  required,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <div className="field">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={id} hint={hint} />
      <textarea
        {...textarea}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      />
      <FieldError id={id} message={error} />
    </div>
  );
}

export function RequiredFieldsNote() {
  return (
    <p className="enrolment-hint">Les champs marqués d'un astérisque (*) sont obligatoires.</p>
  );
}
