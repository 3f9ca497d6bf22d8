import { Controller } from 'react-hook-form';
import { Combobox } from '@/shared/ui/combobox';
import { CheckboxField } from '@/shared/ui/form/form-fields';
import { AdminSelect } from '../components/admin-select';
import { seesExpenseValidator } from '../rules/rights';
import type { ResponsibilityValues } from './responsibility-form-schema';
import {
  scopeEntries,
  type ResponsibilityHolder,
  type ResponsibilityValuesForm,
  type ScopePatch,
} from './responsibility-values-form';
import {
  levelDescription,
  levelOptions,
  prefillForLevel,
  requiredFields,
} from './rules/responsibility-form-rules';
import { useResponsibilityChoices } from './use-responsibility-choices';

const text = (id: number | null | undefined) => (id == null ? '' : String(id));

/**
 * The fields of a responsibility (docs/spec/administration.md 2.1, 4.2, 5.1), shared by the
 * responsibility dialog and the invitation: each level asks for its fields; changing the level
 * clears the scope and pre-fills region and club from the person's main section-level
 * responsibility; service clears the function; region the club; club the section.
 */
export function ResponsibilityFields({
  form,
  holder,
}: {
  form: ResponsibilityValuesForm;
  holder: ResponsibilityHolder;
}) {
  const { register, watch, setValue, trigger, formState } = form;
  const values = watch();
  const {
    privileges,
    config,
    role,
    need,
    regionId,
    clubId,
    clubChoices,
    sections,
    functions,
    loading,
  } = useResponsibilityChoices(values, holder);

  const change = (patch: ScopePatch) => {
    for (const [name, value] of scopeEntries(patch)) setValue(name, value, { shouldDirty: true });
    void trigger();
  };

  const onLevel = (next: string) => {
    const prefill = prefillForLevel(holder.main, { editing: holder.editing });
    const nextNeed = requiredFields(next ? Number(next) : null);
    change({
      role: next,
      serviceId: '',
      organizationId: '',
      activityId: '',
      functionId: '',
      regionId: nextNeed.region ? text(prefill.regionId) : '',
      clubId: nextNeed.club ? text(prefill.clubId) : '',
    });
  };

  const errors = formState.errors;
  const shown = (name: keyof ResponsibilityValues) =>
    formState.touchedFields[name] || form.attempt > 0 ? errors[name]?.message : undefined;

  return (
    <>
      <AdminSelect
        id="responsibility-role"
        loading={loading.config}
        label="Niveau de droit"
        required
        placeholder="Choisissez un niveau"
        options={levelOptions(config?.roles ?? []).map((option) => ({
          value: String(option.id),
          label: option.label,
          disabled: option.disabled,
          reason: option.reason,
        }))}
        error={shown('role')}
        value={values.role}
        {...register('role', { onChange: (event) => onLevel(event.target.value) })}
      />
      {role !== null && (
        <p className="admin-form__description" id="responsibility-role-description">
          {levelDescription(role)}
        </p>
      )}
      {need.service && (
        <AdminSelect
          id="responsibility-service"
          loading={loading.config}
          label="Service"
          required
          placeholder="Choisissez un service"
          options={(config?.services ?? []).map((service) => ({
            value: String(service.id),
            label: service.title,
          }))}
          error={shown('serviceId')}
          value={values.serviceId}
          {...register('serviceId', { onChange: () => change({ functionId: '' }) })}
        />
      )}
      {need.region && (
        <AdminSelect
          id="responsibility-region"
          loading={loading.privileges}
          label="Région"
          required
          placeholder="Choisissez une région"
          options={(privileges?.regions ?? []).map((region) => ({
            value: String(region.id),
            label: region.title,
          }))}
          error={shown('regionId')}
          value={values.regionId}
          {...register('regionId', { onChange: () => change({ clubId: '', activityId: '' }) })}
        />
      )}
      {need.organization && (
        <AdminSelect
          id="responsibility-organization"
          loading={loading.privileges}
          label="Organisme"
          required
          placeholder="Choisissez un organisme"
          options={(privileges?.organizations ?? []).map((organization) => ({
            value: String(organization.id),
            label: organization.title,
          }))}
          error={shown('organizationId')}
          value={values.organizationId}
          {...register('organizationId')}
        />
      )}
      {need.club && (
        <Controller
          control={form.control}
          name="clubId"
          render={({ field }) => (
            <Combobox
              id="responsibility-club"
              label="Club"
              required
              placeholder={
                regionId === null ? "Choisissez d'abord une région" : 'Tapez le nom du club'
              }
              disabled={regionId === null}
              options={clubChoices.map((club) => ({ value: String(club.id), label: club.title }))}
              emptyText="Aucun club ne correspond"
              toggleLabel="Afficher les clubs"
              error={shown('clubId')}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(next) => {
                field.onChange(next);
                change({ activityId: '' });
              }}
            />
          )}
        />
      )}
      {need.activity && (
        <AdminSelect
          id="responsibility-activity"
          loading={loading.activities}
          label="Section"
          required
          placeholder={clubId === null ? "Choisissez d'abord un club" : 'Choisissez une section'}
          disabled={clubId === null}
          options={sections.map((section) => ({
            value: String(section.id),
            label: section.label,
            disabled: section.disabled,
            reason: section.disabled
              ? 'Les sections déjà tenues par cette personne ne peuvent pas être choisies.'
              : undefined,
          }))}
          error={shown('activityId')}
          value={values.activityId}
          {...register('activityId')}
        />
      )}
      <AdminSelect
        id="responsibility-function"
        loading={loading.config}
        label="Fonction opérationnelle"
        required
        placeholder={role === null ? "Choisissez d'abord un niveau" : 'Choisissez une fonction'}
        disabled={role === null}
        options={functions.map((fn) => ({ value: String(fn.id), label: fn.title }))}
        error={shown('functionId')}
        value={values.functionId}
        {...register('functionId')}
      />
      {seesExpenseValidator(privileges?.role ?? null) && (
        <CheckboxField
          id="responsibility-validator"
          label="Validateur de notes de frais"
          {...register('validator')}
        />
      )}
    </>
  );
}
