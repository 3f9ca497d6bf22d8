import { TextField } from '@/shared/ui/form/form-fields';
import type { FieldBinding } from '@/shared/ui/form/person-fields';
import { PostalCodeCityFields } from './postal-code-city-fields';

/**
 * 'Adresse', 'Complément d'adresse' when the form asks it, then 'Code postal' and 'Ville': the
 * postal address of the personal information form and of the premium pack
 * (docs/spec/members-area.md 5). Without a second line, the first one is the whole street address
 * for the browser's autofill.
 */
export function PostalAddressFields({
  address,
  continued,
  ...postalCodeCity
}: {
  address: FieldBinding;
  continued?: FieldBinding;
} & Parameters<typeof PostalCodeCityFields>[0]) {
  return (
    <>
      <TextField
        id={address.id}
        label="Adresse"
        required
        autoComplete={continued ? 'address-line1' : 'street-address'}
        error={address.error}
        {...address.registration}
      />
      {continued && (
        <TextField
          id={continued.id}
          label="Complément d'adresse"
          autoComplete="address-line2"
          error={continued.error}
          {...continued.registration}
        />
      )}
      <PostalCodeCityFields {...postalCodeCity} />
    </>
  );
}
