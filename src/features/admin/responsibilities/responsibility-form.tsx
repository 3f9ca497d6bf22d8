import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { selectSeasons } from '@/shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { CheckboxField } from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { successToast } from '@/shared/ui/ui-slice';
import type { AdminProfile, AdminResponsibility } from '../api/get-admin-profile';
import { useGetAdminClubActivitiesQuery } from '../api/get-club-activities';
import { useGetAdminPrivilegesQuery } from '../api/get-privileges';
import { useGetAdminRegionClubsQuery } from '../api/get-region-clubs';
import { useGetAdminRolesConfigQuery } from '../api/get-roles-config';
import {
  useCreateResponsibilityMutation,
  useDeleteResponsibilityMutation,
  useUpdateResponsibilityMutation,
} from '../api/save-responsibility';
import { AdminSelect } from '../components/admin-select';
import { useConfirm } from '../components/confirm-dialog';
import { seesExpenseValidator } from '../rules/rights';
import {
  emptyResponsibilityValues,
  responsibilityValuesSchema,
  toFormDto,
  type ResponsibilityValues,
} from './responsibility-form-schema';
import { userDtoOf } from './user-dto';
import {
  activityOptions,
  functionOptions,
  levelDescription,
  levelOptions,
  prefillForLevel,
  requiredFields,
  seasonStartOf,
} from './rules/responsibility-form-rules';

const text = (id: number | null | undefined) => (id == null ? '' : String(id));

export function valuesOf(responsibility: AdminResponsibility | undefined): ResponsibilityValues {
  if (!responsibility) return emptyResponsibilityValues;
  return {
    role: text(responsibility.role.id),
    serviceId: text(responsibility.serviceFederation?.id),
    regionId: text(responsibility.region?.id),
    organizationId: text(responsibility.organization?.id),
    clubId: text(responsibility.club?.id),
    activityId: text(responsibility.activity?.id),
    functionId: text(responsibility.function?.id),
    validator: responsibility.validatorExpenseReportsId !== null,
  };
}

/**
 * The responsibility dialog's form (administration.md 2.1, 4.2, 5.1): each level asks for its
 * fields; changing the level clears the scope and pre-fills region and club from the person's
 * main section-level responsibility; service clears the function; region the club; club the
 * section. Sauvegarder stays disabled while the form is invalid.
 */
export function ResponsibilityForm({
  person,
  responsibility,
  close,
}: {
  person: AdminProfile;
  responsibility?: AdminResponsibility;
  close: () => void;
}) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const privileges = useGetAdminPrivilegesQuery().data;
  const config = useGetAdminRolesConfigQuery().data;
  const seasons = useAppSelector(selectSeasons);
  const [create, creating] = useCreateResponsibilityMutation();
  const [update, updating] = useUpdateResponsibilityMutation();
  const [remove] = useDeleteResponsibilityMutation();
  const form = useSummarisedForm(responsibilityValuesSchema, valuesOf(responsibility), {
    mode: 'all',
  });
  const { register, watch, setValue, trigger, formState } = form;
  const values = watch();
  const role = values.role ? Number(values.role) : null;
  const need = requiredFields(role);
  const regionId = values.regionId ? Number(values.regionId) : null;
  const clubId = values.clubId ? Number(values.clubId) : null;

  useEffect(() => {
    void trigger();
  }, [trigger]);

  const clubs = useGetAdminRegionClubsQuery(need.club && regionId !== null ? regionId : skipToken);
  const activities = useGetAdminClubActivitiesQuery(
    need.activity && regionId !== null && clubId !== null ? { regionId, clubId } : skipToken,
  );

  const reachable = new Set(privileges?.clubs.map((club) => club.id));
  const clubChoices = (clubs.data ?? []).filter(
    (club) => reachable.has(club.id) || club.id === responsibility?.club?.id,
  );
  const currentSeason = seasons.find((season) => season.current)?.title;
  const held = person.responsabilities
    .filter((item) => item.id !== responsibility?.id)
    .flatMap((item) => (item.activity ? [item.activity.id] : []));
  const sections = activityOptions(activities.data ?? [], {
    seasonStart: seasonStartOf(currentSeason, new Date()),
    held,
    current: responsibility?.activity?.id ?? null,
  });
  const functions = config
    ? functionOptions(config, role, values.serviceId ? Number(values.serviceId) : null)
    : [];

  const change = (patch: Partial<ResponsibilityValues>) => {
    for (const [key, value] of Object.entries(patch)) {
      setValue(key as keyof ResponsibilityValues, value as never, { shouldDirty: true });
    }
    void trigger();
  };

  const main = person.mainResponsability;
  const onLevel = (next: string) => {
    const prefill = prefillForLevel(
      main
        ? { role: main.role.id, regionId: main.region?.id ?? null, clubId: main.club?.id ?? null }
        : null,
    );
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

  const onSubmit = form.submitWith(async (valid) => {
    const dto = toFormDto(valid, responsibility?.id ?? null);
    if (responsibility) {
      await update({ profileId: person.id, form: { ...dto, id: responsibility.id } }).unwrap();
    } else {
      await create({
        profileId: person.id,
        userDto: userDtoOf(person),
        responsabilityFormDto: dto,
      }).unwrap();
    }
    dispatch(successToast('Utilisateur mis à jour'));
    close();
  });

  const askDelete = () => {
    if (!responsibility) return;
    confirm({
      title: 'Supprimer la responsabilité',
      message: <p>Êtes-vous sûr de vouloir supprimer cette responsabilité ?</p>,
      confirmLabel: 'Supprimer',
      danger: true,
      onConfirm: async () => {
        await remove({ profileId: person.id, id: responsibility.id }).unwrap();
        dispatch(successToast('Responsabilité supprimée'));
        close();
      },
    });
  };

  const errors = formState.errors;
  const shown = (name: keyof ResponsibilityValues) =>
    formState.touchedFields[name] || form.attempt > 0 ? errors[name]?.message : undefined;
  const busy = creating.isLoading || updating.isLoading;

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AdminSelect
        id="responsibility-role"
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
        <AdminSelect
          id="responsibility-club"
          label="Club"
          required
          placeholder={regionId === null ? "Choisissez d'abord une région" : 'Choisissez un club'}
          disabled={regionId === null}
          options={clubChoices.map((club) => ({ value: String(club.id), label: club.title }))}
          error={shown('clubId')}
          value={values.clubId}
          {...register('clubId', { onChange: () => change({ activityId: '' }) })}
        />
      )}
      {need.activity && (
        <AdminSelect
          id="responsibility-activity"
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
      <div className="admin-dialog__actions">
        {responsibility && (
          <button type="button" className="button button--danger" onClick={askDelete}>
            Supprimer
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={close}>
          Annuler
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={!formState.isValid || busy}
        >
          Sauvegarder
        </button>
      </div>
    </form>
  );
}
