import type { FieldError, SetValueConfig, UseFormRegisterReturn } from 'react-hook-form';
import { maskPostalCode } from '@/shared/lib/postal-code-mask';
import { TextField } from '@/shared/ui/form/form-fields';
import { CityField } from './city-field';

/** What the pair needs of a react-hook-form form whose values hold postalCode and city. */
export type PostalCodeCityForm = {
  register: (name: 'postalCode' | 'city') => UseFormRegisterReturn;
  setValue: (name: 'city', value: string, options: SetValueConfig) => void;
  errors: { postalCode?: Pick<FieldError, 'message'>; city?: Pick<FieldError, 'message'> };
};

/**
 * 'Code postal' (a 5-digit mask) and 'Ville' with its communes, side by side: the address pair
 * of the personal information form and of the premium pack (docs/spec/members-area.md 5). Picking a
 * suggested commune fills 'Ville' and validates it.
 */
export function PostalCodeCityFields({
  form: { register, setValue, errors },
  ids,
  values,
  postalCodeMaxLength = 5,
}: {
  form: PostalCodeCityForm;
  ids: { postalCode: string; city: string };
  values: { postalCode: string; city: string };
  postalCodeMaxLength?: number;
}) {
  return (
    <div className="form-kit__row">
      <TextField
        id={ids.postalCode}
        label="Code postal"
        required
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={postalCodeMaxLength}
        format={(value) => maskPostalCode(value)}
        error={errors.postalCode?.message}
        {...register('postalCode')}
      />
      <CityField
        id={ids.city}
        postalCode={values.postalCode}
        city={values.city}
        registration={register('city')}
        error={errors.city?.message}
        onPick={(name) => setValue('city', name, { shouldValidate: true, shouldDirty: true })}
      />
    </div>
  );
}
