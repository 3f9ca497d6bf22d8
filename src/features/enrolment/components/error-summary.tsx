import { useEffect, useRef } from 'react';

export type SummaryError = { fieldId: string; message: string; label: string };

/**
 * Shown after a submit attempt: the list of what to fix, each linked to its field, focused so
 * that keyboard and screen-reader users start from it.
 */
export function ErrorSummary({ errors, attempt }: { errors: SummaryError[]; attempt: number }) {
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
    <div ref={ref} className="enrolment-error-summary" role="alert" tabIndex={-1}>
      <p className="enrolment-error-summary__title">
        {errors.length > 1
          ? `Le formulaire contient ${errors.length} erreurs :`
          : 'Le formulaire contient une erreur :'}
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.fieldId)?.focus();
              }}
            >
              {error.label} : {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
