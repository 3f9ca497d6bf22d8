import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { unshownFailureMessage } from '@/shared/api/unshown-failure';
import { useAppDispatch } from '@/shared/store/store';
import { describedBy, FieldErrorMessage, FieldLabel } from '@/shared/ui/form/field-parts';
import { RequiredFieldsNote, TextField } from '@/shared/ui/form/form-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import { successToast } from '@/shared/ui/ui-slice';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import {
  useAdminEmailExistsQuery,
  useInviteAdministratorMutation,
} from '../api/invite-administrator';
import { ResponsibilityFields } from '../responsibilities/responsibility-fields';
import {
  newHolder,
  useResponsibilityValuesForm,
} from '../responsibilities/responsibility-values-form';
import {
  emptyResponsibilityValues,
  toFormDto,
} from '../responsibilities/responsibility-form-schema';
import { adminPaths } from '../navigation/admin-paths';
import {
  emptyInvitationValues,
  invitationValuesSchema,
  inviteBodyOf,
  type InvitationValues,
} from './invitation-form-schema';
import { emailCheckPauseMs, emailToCheck, invitationTooltips } from './rules/invitation-rules';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';
import { AdminTabSection } from '../components/admin-tab-section';
import { CheckboxWithTip } from './checkbox-with-tip';

export const invitationNotSentMessage =
  "L'invitation n'a pas été envoyée. Vérifiez les informations saisies, puis réessayez.";

/**
 * 'Inviter un administrateur' (docs/spec/administration.md 2.1, 4.3, 5.2): once the address has
 * rested 600 ms it is checked; an existing account is said inline with a link to its page, and the
 * e-mail box takes the focus back. Inviter waits for both forms to be valid and the address to be
 * known free; success says 'Invitation envoyée' and opens the new account's page.
 */
export function InvitationTab() {
  usePageTitle('Inviter un administrateur');
  const profileId = Number(useParams().profileId);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const invitation = useSummarisedForm(invitationValuesSchema, emptyInvitationValues, {
    mode: 'onTouched',
  });
  const responsibility = useResponsibilityValuesForm(emptyResponsibilityValues);
  const [invite, inviting] = useInviteAdministratorMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, watch, formState, setValue, trigger } = invitation;

  const email = watch('email');
  const postier = watch('postier');
  const wanted = emailToCheck(email);
  const settled = useDebouncedValue(wanted, emailCheckPauseMs);
  const check = useAdminEmailExistsQuery(settled ?? skipToken);
  const checked = settled !== null && settled === wanted && !check.isFetching && !check.isError;
  const exists = checked && check.data === true;
  const free = checked && check.data === false;

  const emailInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    if (!exists) return;
    // The page scrolls up to the box (spec 8); focusing then keeps it in view.
    document.getElementById('contenu')?.scrollTo?.({ top: 0 });
    window.scrollTo?.({ top: 0 });
    emailInput.current?.focus();
  }, [exists, settled]);

  // Validate once so that Inviter knows the empty form is invalid.
  useEffect(() => {
    void trigger();
  }, [trigger]);

  const shown = (name: keyof InvitationValues) =>
    formState.touchedFields[name] || invitation.attempt > 0
      ? formState.errors[name]?.message
      : undefined;
  const emailError = exists ? undefined : shown('email');
  const emailField = register('email');

  const onSubmit = invitation.submitWith(async (values) => {
    const valid = await responsibility.trigger();
    if (!valid || !free) return;
    const body = inviteBodyOf(values, toFormDto(responsibility.getValues(), null));
    setFailure(null);
    try {
      // 'response has success' (docs/spec/administration.md 7.1): only success true is an
      // invitation sent.
      const answer = await invite(body).unwrap();
      if (!answer.success) {
        setFailure(invitationNotSentMessage);
        return;
      }
    } catch (error) {
      // The API layer already told an HTTP failure; a refused answer is said here.
      if (unshownFailureMessage(error)) setFailure(invitationNotSentMessage);
      return;
    }
    dispatch(successToast('Invitation envoyée'));
    navigate(adminPaths.account(profileId, body.email));
  });

  const ready =
    formState.isValid &&
    responsibility.formState.isValid &&
    free &&
    !inviting.isLoading &&
    !formState.isSubmitting;

  return (
    <AdminTabSection title="Inviter un administrateur">
      <form
        className="admin-form admin-invite"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <RequiredFieldsNote />
        <div className="field">
          <FieldLabel htmlFor="invite-email" required>
            Adresse email
          </FieldLabel>
          <input
            {...emailField}
            ref={(element) => {
              emailField.ref(element);
              emailInput.current = element;
            }}
            id="invite-email"
            type="email"
            autoComplete="off"
            required
            aria-invalid={exists || emailError ? true : undefined}
            aria-describedby={
              exists ? 'invite-email-exists' : describedBy('invite-email', { error: emailError })
            }
          />
          <FieldErrorMessage id="invite-email" message={emailError} />
          {exists && settled && (
            <p id="invite-email-exists" className="field-error form-kit__field-error" role="alert">
              Ce compte existe déjà.{' '}
              <Link to={adminPaths.account(profileId, settled)}>
                Accédez à sa page en cliquant ici.
              </Link>
            </p>
          )}
        </div>
        <TextField
          id="invite-firstname"
          label="Prénom"
          required
          autoComplete="off"
          error={shown('firstname')}
          {...register('firstname')}
        />
        <TextField
          id="invite-lastname"
          label="Nom"
          required
          autoComplete="off"
          error={shown('lastname')}
          {...register('lastname')}
        />
        <CheckboxWithTip
          id="invite-postier"
          label="Postier"
          tip={invitationTooltips.postier}
          registration={register('postier', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (!event.target.checked) setValue('identifiantPostier', '');
              void trigger('identifiantPostier');
            },
          })}
        />
        <TextField
          id="invite-postier-id"
          label="Identifiant postier"
          placeholder="ABC123"
          required={postier}
          disabled={!postier}
          autoComplete="off"
          error={postier ? shown('identifiantPostier') : undefined}
          {...register('identifiantPostier')}
        />
        <CheckboxWithTip
          id="invite-volunteer"
          label="Bénévole"
          tip={invitationTooltips.volunteer}
          registration={register('volunteer')}
        />
        <fieldset className="admin-invite__responsibility">
          <legend>Responsabilité</legend>
          <div className="admin-form">
            <ResponsibilityFields form={responsibility} holder={newHolder} />
          </div>
        </fieldset>
        {failure && (
          <p className="field-error form-kit__field-error" role="alert">
            {failure}
          </p>
        )}
        <DialogActions onCancel={() => navigate(adminPaths.tab(profileId, 'liste'))}>
          <Button type="submit" variant="primary" disabled={!ready}>
            Inviter
          </Button>
        </DialogActions>
      </form>
    </AdminTabSection>
  );
}
