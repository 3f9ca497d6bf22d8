import { useEffect, useId, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { FormErrorSummary } from '@/shared/ui/form/form-error-summary';
import { summaryErrors } from '@/shared/ui/form/form-errors';
import {
  CheckboxField,
  CheckboxGroup,
  RequiredFieldsNote,
  TextField,
} from '@/shared/ui/form/form-fields';
import { PhoneField } from '@/shared/ui/form/person-fields';
import { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import type { PersonalFormMode } from '../rules/personal-info';
import type { PersonalInfo } from '../api/profile-payload';
import { PostalAddressFields } from '../communes/postal-address-fields';
import {
  personalFormSchema,
  personalLimits,
  type PersonalFormInput,
  type PersonalFormValues,
} from './rules/personal-form';
import {
  personalFormContextOf,
  personalFormLocks,
  showsSaveButton,
  showsSecondEmail,
} from './rules/personal-form-context';
import { personalFormDefaults } from './rules/personal-form-values';
import { IdentitySection } from './identity-section';
import { isMobilePhoneAsked } from './rules/mobile-phone';
import { readPersonalDraft, savePersonalDraft } from './personal-form-draft';
import './personal-info.css';
import { Button } from '@/shared/ui/button';
import { MembersBlock } from '../components/members-block';

type Props = {
  mode: PersonalFormMode;
  /** The person on file (edit, renewal); for a new member, the current profile lends its address. */
  person: PersonalInfo | null;
  pending: boolean;
  onSubmit: (values: PersonalFormValues) => void;
  /** Renewal hides 'Sauvegarder' and brings its own buttons (they submit the form). */
  renewalActions?: ReactNode;
  /** Where what is typed is kept until saved (personal-form-draft.ts); none: nothing kept. */
  draftKey?: string;
};

/** Who may send the member news by e-mail (docs/spec/members-area.md 2), one checkbox each. */
const notificationSources = [
  { field: 'agreementInfoFederation', slug: 'info-federation', label: 'de la fédération' },
  { field: 'agreementInfoClub', slug: 'info-club', label: 'de mon club' },
  { field: 'agreementInfoRegion', slug: 'info-region', label: 'du comité régional' },
  { field: 'agreementInfoPartner', slug: 'info-partenaires', label: 'des partenaires' },
] as const;

/**
 * The personal information form of docs/spec/members-area.md (sections 2 and 5), in its three
 * modes.
 */
export function PersonalInfoForm({
  mode,
  person,
  pending,
  onSubmit,
  renewalActions,
  draftKey,
}: Props) {
  const prefix = useId();
  const id = (name: string) => `${prefix}-${name}`;
  const context = personalFormContextOf(mode, person);
  const locks = personalFormLocks(context);
  // Read once: what was typed before the session ended comes back over the server's values.
  const [draft] = useState(() => (draftKey ? readPersonalDraft(draftKey) : undefined));
  const {
    register,
    bind,
    control,
    attempt,
    submitWith,
    setValue,
    watch,
    formState: { errors, isValid },
  } = useSummarisedForm<PersonalFormInput, PersonalFormValues>(
    personalFormSchema(context),
    { ...personalFormDefaults(mode, person), ...draft },
    { mode: 'all' },
  );
  useEffect(() => {
    if (!draftKey) return;
    // What the member types ('change'), not what the form fills in by itself on load.
    const subscription = watch((values, { type }) => {
      if (type === 'change') savePersonalDraft(draftKey, values);
    });
    return () => subscription.unsubscribe();
  }, [draftKey, watch]);

  const [postalCode, city, birthday] = useWatch({
    control,
    name: ['postalCode', 'city', 'birthday'],
  });
  const mobileAsked = isMobilePhoneAsked(birthday, new Date());

  const summary = summaryErrors(errors, [
    { name: 'firstname', id: id('prenom'), label: 'Prénom' },
    { name: 'lastname', id: id('nom'), label: 'Nom' },
    { name: 'gender', id: id('sexe-M'), label: 'Sexe' },
    { name: 'birthday', id: id('naissance'), label: 'Date de naissance' },
    { name: 'address', id: id('adresse'), label: 'Adresse' },
    { name: 'postalCode', id: id('code-postal'), label: 'Code postal' },
    { name: 'city', id: id('ville'), label: 'Ville' },
    { name: 'mobilePhone', id: id('mobile'), label: 'Téléphone mobile' },
    { name: 'phone', id: id('fixe'), label: 'Téléphone fixe' },
    { name: 'secondEmail', id: id('email'), label: 'Email secondaire' },
    { name: 'profession', id: id('profession'), label: 'Profession' },
  ]);
  return (
    <form
      className="form-kit personal-info"
      noValidate
      aria-label={mode === 'new' ? 'Nouveau membre de la famille' : 'Informations personnelles'}
      onSubmit={submitWith(onSubmit)}
    >
      <FormErrorSummary errors={summary} attempt={attempt} />
      {draft && (
        <p className="members-notice" role="status">
          Les modifications que vous n'aviez pas enregistrées ont été reprises.
        </p>
      )}
      <RequiredFieldsNote />

      <IdentitySection
        id={id}
        context={context}
        locks={locks}
        person={person}
        bind={bind}
        control={control}
      />

      <MembersBlock title="Coordonnées">
        <PostalAddressFields
          address={bind('address', id('adresse'))}
          continued={bind('addressContinued', id('complement'))}
          form={{ register, setValue, errors }}
          ids={{ postalCode: id('code-postal'), city: id('ville') }}
          values={{ postalCode, city }}
          postalCodeMaxLength={personalLimits.postalCode}
        />
        <div className="form-kit__row">
          <PhoneField
            label="Téléphone mobile"
            required={mobileAsked}
            binding={bind('mobilePhone', id('mobile'), mode === 'new' ? 'off' : 'tel-national')}
          />
          <PhoneField
            label="Téléphone fixe"
            hint="Format 04.12.34.56.78"
            binding={bind('phone', id('fixe'), 'off')}
          />
        </div>
        {showsSecondEmail(context) && (
          <TextField
            id={id('email')}
            label="Email secondaire (facultatif)"
            type="email"
            autoComplete="off"
            maxLength={personalLimits.secondEmail}
            error={errors.secondEmail?.message}
            {...register('secondEmail')}
          />
        )}
      </MembersBlock>

      <MembersBlock title="Profession">
        <TextField
          id={id('profession')}
          label="Profession"
          maxLength={personalLimits.profession}
          error={errors.profession?.message}
          {...register('profession')}
        />
        <CheckboxField
          id={id('fonction-publique')}
          label="Fonction publique"
          {...register('functionPublic')}
        />
      </MembersBlock>

      <MembersBlock title="Droit à l'image">
        <CheckboxField
          id={id('diffusion-image')}
          label="J'accepte la diffusion de mon image (photos et vidéos des activités du club)"
          {...register('agreementDiffusionImage')}
        />
      </MembersBlock>

      <MembersBlock title="Préférences de notification par email">
        <CheckboxGroup
          legend="J'accepte de recevoir des informations de la part :"
          choices={notificationSources.map(({ field, slug, label }) => ({
            id: id(slug),
            label,
            registration: register(field),
          }))}
        />
      </MembersBlock>

      {showsSaveButton(mode) ? (
        <div className="members-actions">
          <Button type="submit" variant="primary" disabled={!isValid || pending}>
            Sauvegarder
          </Button>
        </div>
      ) : (
        renewalActions
      )}
    </form>
  );
}
