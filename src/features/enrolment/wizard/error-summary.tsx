import { ErrorLinks, type FieldError } from '../components/error-links';

export type { FieldError };

/**
 * Lists what blocks the step, each entry a link to its field, so that a keyboard or screen
 * reader user learns why Suivant is disabled and reaches the field in one move.
 */
export function ErrorSummary({ id, errors }: { id: string; errors: readonly FieldError[] }) {
  if (errors.length === 0) return null;
  return (
    <div className="wizard-error-summary" id={id} aria-labelledby={`${id}-title`} role="group">
      <p className="wizard-error-summary__title" id={`${id}-title`}>
        Veuillez corriger les informations suivantes :
      </p>
      <ErrorLinks errors={errors} />
    </div>
  );
}
