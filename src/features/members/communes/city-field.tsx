import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/shared/ui/form/form-fields';
import { CommuneSuggestions } from './commune-suggestions';
import { opensSuggestions } from './rules/communes';
import { usePostalCodeCommunes } from './use-postal-code-communes';

type Props = {
  id: string;
  postalCode: string;
  city: string;
  registration: UseFormRegisterReturn;
  error?: string;
  onPick: (name: string) => void;
};

/**
 * 'Ville' with the communes of the postal code (docs/spec/members-area.md 5): typed freely; when
 * the typed town is not among the code's communes, they are offered under the field.
 */
export function CityField({ id, postalCode, city, registration, error, onPick }: Props) {
  const { communes, lookedUp } = usePostalCodeCommunes(postalCode);
  return (
    <div>
      <TextField
        id={id}
        label="Ville"
        required
        autoComplete="address-level2"
        error={error}
        {...registration}
      />
      {lookedUp && opensSuggestions(city, communes) && (
        <CommuneSuggestions
          id={`${id}-communes`}
          postalCode={lookedUp}
          communes={communes}
          onPick={onPick}
        />
      )}
    </div>
  );
}
