import { useEffect, useRef } from 'react';
import { ErrorLinks, type SummaryError } from './error-links';
import './form-kit.css';

export type { SummaryError };

/**
 * A submitted form's error summary, shown after a submit attempt: the list of what to fix, each
 * linked to its field, focused so that keyboard and screen-reader users start from it.
 */
export function FormErrorSummary({ errors, attempt }: { errors: SummaryError[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = attempt > 0 && errors.length > 0;

  const focusedAttempt = useRef(0);

  // Focus once per attempt, when its errors have arrived (they may render after the attempt).
  useEffect(() => {
    if (!visible || focusedAttempt.current === attempt) return;
    focusedAttempt.current = attempt;
    ref.current?.focus();
  }, [visible, attempt]);

  if (!visible) return null;
  return (
    <div ref={ref} className="form-error-summary" role="alert" tabIndex={-1}>
      <p className="form-error-summary__title">
        {errors.length > 1
          ? `Le formulaire contient ${errors.length} erreurs :`
          : 'Le formulaire contient une erreur :'}
      </p>
      <ErrorLinks errors={errors} />
    </div>
  );
}
