/** One line of an error summary: which field, its label, and what is wrong. */
export type SummaryError = { fieldId: string; label: string; message: string };

/** Each error is a link that moves focus to its field: one move from the summary to the fix. */
export function ErrorLinks({ errors }: { errors: readonly SummaryError[] }) {
  return (
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
  );
}
