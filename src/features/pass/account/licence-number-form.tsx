import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';

/**
 * Login to PASS is by licence number (docs/spec/members-area.md 1). The profile's licence number is a field
 * we designed (`license.number`, docs/openapi/main-api.yaml Membership): when the backend does not send it,
 * the member types the number printed on the licence instead of being kept out.
 */
export function LicenceNumberForm({
  onSubmit,
  validate = () => null,
  initial = '',
}: {
  onSubmit: (licence: string) => void;
  /** A French message when the typed number cannot be used (checked against the profile's). */
  validate?: (licence: string) => string | null;
  initial?: string;
}) {
  const id = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const licence = value.trim();
    if (!licence) {
      setError('Saisissez votre numéro de licence.');
      return;
    }
    const refused = validate(licence);
    setError(refused);
    if (!refused) onSubmit(licence);
  };
  return (
    <form className="form-kit pass-licence-form" noValidate onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>Numéro de licence</label>
        <input
          id={id}
          type="text"
          autoComplete="off"
          required
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" variant="primary">
        Se connecter à PASS
      </Button>
    </form>
  );
}
