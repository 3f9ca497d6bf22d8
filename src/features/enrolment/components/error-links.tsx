export type FieldError = { fieldId: string; label: string; message: string };

/** Each error is a link that moves focus to its field: one move from the summary to the fix. */
export function ErrorLinks({ errors }: { errors: readonly FieldError[] }) {
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
