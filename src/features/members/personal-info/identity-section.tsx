import type { Control } from 'react-hook-form';
import { formatDate } from '@/shared/lib/dates';
import { capitalizeName } from '@/shared/lib/text';
import { BirthDateField, GenderField, NameFields } from '@/shared/ui/form/person-fields';
import type { useSummarisedForm } from '@/shared/ui/form/use-summarised-form';
import type { PersonalInfo } from '../api/profile-payload';
import { genderLabel, type PersonalFormMode } from '../rules/personal-info';
import type { PersonalFormInput, PersonalFormValues } from './rules/personal-form';
import {
  genderRequired,
  showsIdentityHint,
  type PersonalFormContext,
  type PersonalFormLocks,
} from './rules/personal-form-context';

type PersonalForm = ReturnType<typeof useSummarisedForm<PersonalFormInput, PersonalFormValues>>;

/**
 * 'Identité' of the personal form (docs/spec/members-area.md 2 and 5): what the locks keep is shown
 * as text, the rest as fields.
 */
export function IdentitySection({
  id,
  context,
  locks,
  person,
  bind,
  control,
}: {
  /** The form's field ids, under its prefix. */
  id: (name: string) => string;
  context: PersonalFormContext;
  locks: PersonalFormLocks;
  person: PersonalInfo | null;
  bind: PersonalForm['bind'];
  control: Control<PersonalFormInput, unknown, PersonalFormValues>;
}) {
  const mode: PersonalFormMode = context.mode;
  const locked = (label: string, value: string) => (
    <div key={label} className="personal-info__locked">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  const lockedEntries = [
    locks.firstname && person && locked('Prénom', capitalizeName(person.firstname)),
    locks.lastname && person && locked('Nom', person.lastname.toLocaleUpperCase('fr-FR')),
    locks.gender && person && locked('Sexe', genderLabel(person.gender)),
    locks.birthday && person?.birthday && locked('Date de naissance', formatDate(person.birthday)),
  ].filter(Boolean);

  return (
    <section className="members-block" aria-labelledby={id('identite')}>
      <div className="members-block__header">
        <h2 id={id('identite')}>Identité</h2>
        {showsIdentityHint(mode, locks) && (
          <p className="members-muted">Ne peut être mis à jour en cours de saison</p>
        )}
      </div>
      {lockedEntries.length > 0 && <dl className="personal-info__locks">{lockedEntries}</dl>}
      <NameFields
        order="firstname-first"
        firstname={
          locks.firstname
            ? undefined
            : bind('firstname', id('prenom'), mode === 'new' ? 'off' : 'given-name')
        }
        lastname={
          locks.lastname
            ? undefined
            : bind('lastname', id('nom'), mode === 'new' ? 'off' : 'family-name')
        }
      />
      {!locks.gender && (
        <GenderField binding={bind('gender', id('sexe'))} required={genderRequired(context)} />
      )}
      {!locks.birthday && <BirthDateField control={control} name="birthday" id={id('naissance')} />}
    </section>
  );
}
