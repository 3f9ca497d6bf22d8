import { skipToken } from '@reduxjs/toolkit/query';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { SelectField } from '@/shared/ui/form/form-fields';
import { useGetDepartementCommunesQuery, useGetDepartementsQuery } from '../api/get-departements';
import { sortCommunes } from '../communes/rules/communes';
import type { HonorabilityInput } from './rules/honorability';

/**
 * A birth place in France (docs/spec/members-area.md 5): the département, then its commune, read
 * from the geography service. A new département clears the commune; a commune sets its INSEE code
 * and the town's name.
 */
export function BirthPlaceInFrance({
  id,
  disabled,
  values,
  register,
  setValue,
  errors,
}: {
  /** The form's field ids, under its prefix. */
  id: (name: string) => string;
  disabled: boolean;
  values: Pick<HonorabilityInput, 'departmentNaissance' | 'villeNaissanceCode' | 'villeNaissance'>;
  register: UseFormRegister<HonorabilityInput>;
  setValue: UseFormSetValue<HonorabilityInput>;
  errors: FieldErrors<HonorabilityInput>;
}) {
  const departements = useGetDepartementsQuery();
  const communes = useGetDepartementCommunesQuery(values.departmentNaissance || skipToken);
  const communeOptions = sortCommunes(communes.currentData ?? []).map((commune) => ({
    value: commune.code,
    label: commune.nom,
  }));

  return (
    <div className="form-kit__row">
      <SelectField
        id={id('departement')}
        label="Département de naissance"
        required
        disabled={disabled}
        placeholder="Choisissez un département"
        options={(departements.currentData ?? []).map((departement) => ({
          value: departement.code,
          label: `${departement.code} – ${departement.nom}`,
        }))}
        error={errors.departmentNaissance?.message}
        {...register('departmentNaissance', {
          onChange: () => {
            setValue('villeNaissanceCode', '', { shouldValidate: true });
            setValue('villeNaissance', '', { shouldValidate: true });
          },
        })}
      />
      <SelectField
        id={id('commune')}
        label="Commune de naissance"
        required
        disabled={disabled || !values.departmentNaissance}
        placeholder="Choisissez une commune"
        options={
          communeOptions.length === 0 && values.villeNaissanceCode
            ? [{ value: values.villeNaissanceCode, label: values.villeNaissance }]
            : communeOptions
        }
        error={errors.villeNaissanceCode?.message ?? errors.villeNaissance?.message}
        {...register('villeNaissanceCode', {
          onChange: (event: { target: { value: string } }) => {
            const chosen = communeOptions.find((option) => option.value === event.target.value);
            setValue('villeNaissance', chosen?.label ?? '', { shouldValidate: true });
          },
        })}
      />
    </div>
  );
}
