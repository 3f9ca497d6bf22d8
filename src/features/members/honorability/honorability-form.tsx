import { useId, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { capitalizeName } from '@/shared/lib/text';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import { CheckboxField, CheckboxGroup, SelectField, TextField } from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import type { Honorability } from '../api/honorability-schema';
import { countryNames, france } from './rules/countries';
import {
  canToggleFunctions,
  fieldsDisabled,
  functionLabels,
  functionNames,
  hasFunction,
  honorabilityDefaults,
  honorabilityFormSchema,
  isDeclared,
  noFunctionText,
  requiredFields,
  showsSaveButton,
  type HonorabilityInput,
  type HonorabilityMode,
} from './rules/honorability';
import { Button } from '@/shared/ui/button';
import { BirthPlaceInFrance } from './birth-place-in-france';

type Props = {
  mode: HonorabilityMode;
  declaration: Honorability | undefined;
  pending: boolean;
  onSave: (values: HonorabilityInput) => void;
  /** RENEW mode brings its own buttons ('Suivant' submits the form). */
  renewActions?: ReactNode;
  /** The member's, for the texts that agree with them; unknown, they are worded without. */
  gender?: 'M' | 'F' | null;
};

/**
 * 'Certificat d'honorabilité' (docs/spec/members-area.md 2, 4, 5): functions, legal notice, birth
 * place.
 */
export function HonorabilityForm({
  mode,
  declaration,
  pending,
  onSave,
  renewActions,
  gender,
}: Props) {
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const disabled = fieldsDisabled(mode, isDeclared(declaration));
  const {
    register,
    control,
    setValue,
    attempt,
    submitWith,
    formState: { errors, isValid },
  } = useSummarisedForm<HonorabilityInput, HonorabilityInput>(
    honorabilityFormSchema,
    honorabilityDefaults(declaration),
    { mode: 'all' },
  );
  const values = useWatch({ control }) as HonorabilityInput;
  const anyFunction = hasFunction(values);
  const required = new Set(requiredFields(values));
  const inFrance = values.paysNaissance === france;

  const summary = summaryErrors(errors, [
    { name: 'nomPrenomNaissance', id: id('naissance'), label: 'Nom et prénom de naissance' },
    { name: 'paysNaissance', id: id('pays'), label: 'Pays de naissance' },
    { name: 'departmentNaissance', id: id('departement'), label: 'Département de naissance' },
    { name: 'villeNaissanceCode', id: id('commune'), label: 'Commune de naissance' },
    { name: 'villeNaissance', id: id('ville'), label: 'Ville de naissance' },
    { name: 'nomMere', id: id('nom-mere'), label: 'Nom de la mère' },
    { name: 'prenomMere', id: id('prenom-mere'), label: 'Prénom de la mère' },
    { name: 'nomPere', id: id('nom-pere'), label: 'Nom du père' },
    { name: 'prenomPere', id: id('prenom-pere'), label: 'Prénom du père' },
  ]);
  const text = (
    name: 'nomMere' | 'prenomMere' | 'nomPere' | 'prenomPere' | 'villeNaissance',
    label: string,
  ) => (
    <TextField
      id={id(
        {
          nomMere: 'nom-mere',
          prenomMere: 'prenom-mere',
          nomPere: 'nom-pere',
          prenomPere: 'prenom-pere',
          villeNaissance: 'ville',
        }[name],
      )}
      label={label}
      required={required.has(name)}
      disabled={disabled}
      autoComplete="off"
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const showParents = !inFrance || mode === 'RENEW';

  return (
    <form className="form-kit honorability" noValidate onSubmit={submitWith(onSave)}>
      <FormErrorSummary errors={summary} attempt={attempt} />
      {mode === 'BASE' ? (
        <p className="members-notice">
          Cette déclaration ne peut être modifiée qu'au moment de l'inscription. Pour la changer,
          contactez votre club.
        </p>
      ) : (
        <p>
          Sélectionnez les fonctions que vous exercez dans votre club. Si vous n'en exercez aucune,
          cliquez sur « suivant ».
        </p>
      )}
      <CheckboxGroup legend="Fonctions exercées dans le club">
        {functionNames.map((name) => (
          <CheckboxField
            key={name}
            id={id(name)}
            label={functionLabels[name]}
            disabled={!canToggleFunctions(mode)}
            {...register(name)}
          />
        ))}
      </CheckboxGroup>

      {!anyFunction ? (
        <p role="status">{noFunctionText(gender)}</p>
      ) : (
        <>
          <p className="honorability__notice">
            Conformément aux articles L. 212-1, L. 322-1 et L. 212-9 du code du sport, les personnes
            exerçant une fonction d'encadrement, de direction, d'arbitrage ou de surveillance des
            baignades font l'objet d'un contrôle automatisé d'honorabilité : votre identité est
            transmise aux services de l'État, qui vérifient que vous n'êtes sous le coup d'aucune
            incapacité.
          </p>
          <TextField
            id={id('naissance')}
            label="Nom et prénom de naissance (si différent de l'usage)"
            required
            disabled={disabled}
            autoComplete="off"
            format={(value) => capitalizeName(value)}
            error={errors.nomPrenomNaissance?.message}
            {...register('nomPrenomNaissance')}
          />
          <SelectField
            id={id('pays')}
            label="Pays de naissance"
            required
            disabled={disabled}
            options={countryNames().map((name) => ({ value: name, label: name }))}
            error={errors.paysNaissance?.message}
            {...register('paysNaissance', {
              onChange: () => {
                // France clears the parents; another country, the département and the commune.
                for (const name of [
                  'departmentNaissance',
                  'villeNaissanceCode',
                  'villeNaissance',
                  'prenomMere',
                  'nomMere',
                  'prenomPere',
                  'nomPere',
                ] as const) {
                  setValue(name, '', { shouldValidate: true });
                }
              },
            })}
          />
          {inFrance && (
            <BirthPlaceInFrance
              id={id}
              disabled={disabled}
              values={values}
              register={register}
              setValue={setValue}
              errors={errors}
            />
          )}
          {!inFrance && text('villeNaissance', 'Ville de naissance')}
          {showParents && (
            <fieldset className="form-kit__checkboxes">
              <legend>Parents</legend>
              <div className="form-kit__row">
                {text('nomMere', 'Nom de la mère')}
                {text('prenomMere', 'Prénom de la mère')}
              </div>
              <div className="form-kit__row">
                {text('nomPere', 'Nom du père')}
                {text('prenomPere', 'Prénom du père')}
              </div>
            </fieldset>
          )}
        </>
      )}

      {showsSaveButton(mode) && !disabled && (
        <div className="members-actions">
          <Button type="submit" variant="primary" disabled={!isValid || pending}>
            Sauvegarder
          </Button>
        </div>
      )}
      {mode === 'RENEW' && renewActions}
    </form>
  );
}
