import { useAppDispatch } from '@/shared/store/store';
import { unshownFailureMessage } from '@/shared/api/unshown-failure';
import { errorToast, successToast } from '@/shared/ui/ui-slice';
import type { AdminProfile, AdminResponsibility } from '../api/get-admin-profile';
import {
  useCreateResponsibilityMutation,
  useDeleteResponsibilityMutation,
  useUpdateResponsibilityMutation,
} from '../api/save-responsibility';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { ResponsibilityFields } from './responsibility-fields';
import {
  useResponsibilityValuesForm,
  type ResponsibilityHolder,
} from './responsibility-values-form';
import {
  emptyResponsibilityValues,
  toFormDto,
  type ResponsibilityValues,
} from './responsibility-form-schema';
import { userDtoOf } from './user-dto';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

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
    editing: responsibility !== undefined,
    heldActivityIds: person.responsabilities
      .filter((item) => item.id !== responsibility?.id)
      .flatMap((item) => (item.activity ? [item.activity.id] : [])),
    currentClubId: responsibility?.club?.id ?? null,
    currentActivityId: responsibility?.activity?.id ?? null,
  };
}

/**
 * The responsibility dialog's form (docs/spec/administration.md 2.1, 4.2, 5.1): the shared fields,
 * then Supprimer (edit only), Annuler and Sauvegarder, disabled while the form is invalid.
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
  const [remove, removing] = useDeleteResponsibilityMutation();
  const form = useResponsibilityValuesForm(valuesOf(responsibility));

  // Any 2xx is the success, an empty answer included (the spec does not show these answers).
  // A failure is said in French and keeps the dialog open; it never escapes uncaught.
  const reportFailure = (error: unknown) => {
    const message = unshownFailureMessage(error);
    if (message) dispatch(errorToast(message));
  };

  const onSubmit = form.submitWith(async (valid) => {
    const dto = toFormDto(valid, responsibility?.id ?? null);
    try {
      if (responsibility) {
        await update({ profileId: person.id, form: { ...dto, id: responsibility.id } }).unwrap();
      } else {
        await create({
          profileId: person.id,
          userDto: userDtoOf(person),
          responsabilityFormDto: dto,
        }).unwrap();
      }
    } catch (error) {
      reportFailure(error);
      return;
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
        try {
          await remove({ profileId: person.id, id: responsibility.id }).unwrap();
        } catch (error) {
          reportFailure(error);
          return;
        }
        dispatch(successToast('Responsabilité supprimée'));
        close();
      },
    });
  };

  const busy =
    form.formState.isSubmitting || creating.isLoading || updating.isLoading || removing.isLoading;

  return (
    <form className="admin-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <ResponsibilityFields form={form} holder={holderOf(person, responsibility)} />
      <DialogActions
        onCancel={close}
        leading={
          responsibility && (
            <Button variant="danger" disabled={busy} onClick={askDelete}>
              Supprimer
            </Button>
          )
        }
      >
        <Button
          type="submit"
          variant="primary"
          disabled={!form.formState.isValid || busy}
          busy={busy}
        >
          Sauvegarder
        </Button>
      </DialogActions>
    </form>
  );
}
