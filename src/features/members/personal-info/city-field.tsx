import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/shared/ui/form/form-fields';

type Props = {
  id: string;
  registration: UseFormRegisterReturn<'city'>;
  error?: string;
};

/** 'Ville', typed freely. */
export function CityField({ id, registration, error }: Props) {
  return (
    <TextField
      id={id}
      label="Ville"
      required
      autoComplete="address-level2"
      error={error}
      {...registration}
    />
  );
}
