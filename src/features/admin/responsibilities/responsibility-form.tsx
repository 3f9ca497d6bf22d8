import { useAppDispatch } from '@/shared/store/store';
import { successToast } from '@/shared/ui/ui-slice';
import type { AdminProfile, AdminResponsibility } from '../api/get-admin-profile';
import {
  useCreateResponsibilityMutation,
  useDeleteResponsibilityMutation,
  useUpdateResponsibilityMutation,
} from '../api/save-responsibility';
import { useConfirm } from '../components/confirm-dialog';
import {
  ResponsibilityFields,
  useResponsibilityValuesForm,
  type ResponsibilityHolder,
} from './responsibility-fields';
import {
  emptyResponsibilityValues,
  toFormDto,
  type ResponsibilityValues,
} from './responsibility-form-schema';
import { userDtoOf } from './user-dto';

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

/** The person as the responsibility fields need them (pre-fill, held sections). */
export function holderOf(
  person: AdminProfile,
  responsibility: AdminResponsibility | undefined,
): ResponsibilityHolder {
  const main = person.mainResponsability;
  return {
    main: main
      ? { role: main.role.id, regionId: main.region?.id ?? null, clubId: main.club?.id ?? null }
      : null,
    heldActivityIds: person.responsabilities
      .filter((item) => item.id !== responsibility?.id)
      .flatMap((item) => (item.activity ? [item.activity.id] : [])),
    currentClubId: responsibility?.club?.id ?? null,
    currentActivityId: responsibility?.activity?.id ?? null,
  };
}

/**
 * The responsibility dialog's form (administration.md 2.1, 4.2, 5.1): the shared fields, then
 * Supprimer (edit only), Annuler and Sauvegarder, disabled while the form is invalid.
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
  const [create, creating] = useCreateResponsibilityMutation();
  const [update, updating] = useUpdateResponsibilityMutation();
  const [remove] = useDeleteResponsibilityMutation();
  const form = useResponsibilityValuesForm(valuesOf(responsibility));

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

  const busy = creating.isLoading || updating.isLoading;

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ResponsibilityFields form={form} holder={holderOf(person, responsibility)} />
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
          disabled={!form.formState.isValid || busy}
        >
          Sauvegarder
        </button>
      </div>
    </form>
  );
}
