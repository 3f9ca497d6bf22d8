import type { ReactNode } from 'react';
import './form-kit.css';

/**
 * The parts every field of the kit is drawn from (form-fields.tsx, the French date field, the
 * combobox), and that a screen with a control of its own puts around it: the label, the hint,
 * the error, and the ids that tie them to the control.
 */

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

/**
 * A field's error under it, referenced by the field's aria-describedby. `announce` makes it an
 * alert, for a message that appears while typing (not on leaving the field).
 */
export function FieldErrorMessage({
  id,
  message,
  announce,
}: {
  id: string;
  message?: string;
  announce?: boolean;
}) {
  if (!message) return null;
  return (
    <p
      id={`${id}-error`}
      className="field-error form-kit__field-error"
      role={announce ? 'alert' : undefined}
    >
      {message}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="form-kit__hint">
      {hint}
    </p>
  );
}
