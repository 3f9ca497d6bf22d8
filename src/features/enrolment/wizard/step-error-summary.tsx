import { ErrorLinks, type SummaryError } from '@/shared/ui/form/error-links';

/**
 * Lists what blocks the wizard's step while it is shown (not after a submit, unlike the form
 * kit's FormErrorSummary), each entry a link to its field, so that a keyboard or screen reader
 * user learns why Suivant is disabled and reaches the field in one move.
 */
export function StepErrorSummary({ id, errors }: { id: string; errors: readonly SummaryError[] }) {
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
