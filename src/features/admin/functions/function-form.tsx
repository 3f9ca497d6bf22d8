import { useState } from 'react';
import { useAppDispatch } from '@/shared/store/store';
import { FieldErrorMessage } from '@/shared/ui/form/field-parts';
import { CheckboxField, RequiredFieldsNote, TextField } from '@/shared/ui/form/form-fields';
import { successToast } from '@/shared/ui/ui-slice';
import {
  useAddFunctionMutation,
  useLazyCountFunctionUsersQuery,
  useUpdateFunctionMutation,
} from '../api/function-calls';
import type { RolesConfig } from '../api/get-roles-config';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import {
  editConfirmationText,
  functionFormErrors,
  functionPayload,
  functionRoleChoices,
  needsEditConfirmation,
  type FunctionValues,
} from './rules/function-rules';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

/** A group of checkboxes: the multi-selects of the function form, each reason announced. */
function ChoiceGroup({
  id,
  legend,
  choices,
  selected,
  error,
  onToggle,
}: {
  id: string;
  legend: string;
  choices: readonly { id: number; label: string; disabled?: boolean; reason?: string }[];
  selected: readonly number[];
  error?: string;
  onToggle: (id: number, checked: boolean) => void;
}) {
  const reasons = [...new Set(choices.flatMap((choice) => (choice.reason ? [choice.reason] : [])))];
  const described = [reasons.length ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="form-kit__checkboxes" aria-describedby={described || undefined}>
      <legend>
        {legend}
        <span aria-hidden="true"> *</span>
      </legend>
      {reasons.length > 0 && (
        <p id={`${id}-hint`} className="form-kit__hint">
          {reasons.join(' ')}
        </p>
      )}
      {choices.map((choice) => (
        <CheckboxField
          key={choice.id}
          id={`${id}-${choice.id}`}
          label={choice.label}
          checked={selected.includes(choice.id)}
          disabled={choice.disabled}
          title={choice.reason}
          onChange={(event) => onToggle(choice.id, event.target.checked)}
        />
      ))}
      <FieldErrorMessage id={id} message={error} />
    </fieldset>
  );
}

/**
 * 'Nouvelle/Édition fonction opérationnelle' (docs/spec/administration.md 2.1, 5.3): levels,
 * services (federation admin only) and the name. Editing a function held by several users asks
 * first.
 */
export function FunctionForm({
  config,
  functionId,
  initial,
  close,
}: {
  config: RolesConfig;
  functionId: number | null;
  initial: FunctionValues;
  close: () => void;
}) {
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [add, adding] = useAddFunctionMutation();
  const [update, updating] = useUpdateFunctionMutation();
  const [countUsers, counting] = useLazyCountFunctionUsersQuery();
  const errors = functionFormErrors(values);
  const valid = !errors.title && !errors.roleIds && !errors.serviceIds;
  const federation = values.roleIds.includes(2);
  const toggle = (key: 'roleIds' | 'serviceIds') => (id: number, checked: boolean) => {
    setTouched(true);
    setValues((current) => ({
      ...current,
      [key]: checked ? [...current[key], id] : current[key].filter((item) => item !== id),
    }));
  };

  const save = async () => {
    const form = functionPayload(values);
    if (functionId === null) {
      await add(form).unwrap();
      dispatch(successToast('Fonction ajoutée'));
      close();
      return;
    }
    const users = await countUsers(functionId, false).unwrap();
    const apply = async () => {
      await update({ id: functionId, form }).unwrap();
      dispatch(successToast('Fonction mise à jour'));
      close();
    };
    if (!needsEditConfirmation(users)) {
      await apply();
      return;
    }
    confirm({
      title: 'Modifier la fonction',
      message: <p>{editConfirmationText(users)}</p>,
      confirmLabel: 'Modifier',
      onConfirm: apply,
    });
  };

  const busy = adding.isLoading || updating.isLoading || counting.isFetching;
  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (valid && !busy) void save();
      }}
    >
      <RequiredFieldsNote />
      <ChoiceGroup
        id="function-roles"
        legend="Niveau de droit"
        choices={functionRoleChoices(config.roles, values.roleIds)}
        selected={values.roleIds}
        error={touched ? (errors.roleIds ?? undefined) : undefined}
        onToggle={toggle('roleIds')}
      />
      {federation && (
        <ChoiceGroup
          id="function-services"
          legend="Service"
          choices={config.services.map((service) => ({ id: service.id, label: service.title }))}
          selected={values.serviceIds}
          error={touched ? (errors.serviceIds ?? undefined) : undefined}
          onToggle={toggle('serviceIds')}
        />
      )}
      <TextField
        id="function-title"
        label="Nom de la fonction"
        required
        autoComplete="off"
        value={values.title}
        error={touched ? (errors.title ?? undefined) : undefined}
        onChange={(event) => {
          const title = event.target.value;
          setValues((current) => ({ ...current, title }));
        }}
        onBlur={() => setTouched(true)}
      />
      <DialogActions onCancel={close}>
        <Button type="submit" variant="primary" disabled={!valid || busy}>
          Sauvegarder
        </Button>
      </DialogActions>
    </form>
  );
}
