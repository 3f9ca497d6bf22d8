import { useId, useState } from 'react';
import { fullName } from '@/shared/lib/text';
import { selectCurrentProfile, selectProfiles } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { ageInMonths } from '../rules/age';
import { readFrenchBirthDate } from './rules/birth-date';

const everyone = '';
const someoneElse = 'autre';

function BirthDateField({
  label,
  onAgeChange,
}: {
  label: string;
  onAgeChange: (months: number | null) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const reading = readFrenchBirthDate(value, new Date());
  const showError = checked && reading.kind === 'invalid';

  const change = (next: string) => {
    setValue(next);
    const read = readFrenchBirthDate(next, new Date());
    if (read.kind === 'valid') setChecked(true);
    onAgeChange(read.kind === 'valid' ? (ageInMonths(read.isoDate, new Date()) ?? null) : null);
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <span id={`${id}-hint`} className="note">
        Au format jj/mm/aaaa, par exemple 20/12/1980
      </span>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="jj/mm/aaaa"
        value={value}
        aria-invalid={showError}
        aria-describedby={showError ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setChecked(value.trim() !== '')}
      />
      {showError && (
        <p id={`${id}-error`} className="field-error">
          Date de naissance invalide : saisissez une date passée au format jj/mm/aaaa.
        </p>
      )}
    </div>
  );
}

/**
 * 'Pour qui ?': keeps the clubs with a published category open to that person's age. A
 * visitor types a birth date; a signed-in member picks one of their profiles.
 */
export function WhoFilter({ onAgeChange }: { onAgeChange: (months: number | null) => void }) {
  const id = useId();
  const profiles = useAppSelector(selectProfiles);
  const current = useAppSelector(selectCurrentProfile);
  const [choice, setChoice] = useState(everyone);

  if (profiles.length === 0) {
    return <BirthDateField label="Pour qui ? Date de naissance" onAgeChange={onAgeChange} />;
  }

  const choose = (next: string) => {
    setChoice(next);
    const profile = profiles.find((item) => String(item.id) === next);
    onAgeChange(profile?.birthday ? (ageInMonths(profile.birthday, new Date()) ?? null) : null);
  };

  return (
    <>
      <div className="field">
        <label htmlFor={id}>Pour qui ?</label>
        <select id={id} value={choice} onChange={(event) => choose(event.target.value)}>
          <option value={everyone}>Tout le monde</option>
          {profiles.map((profile) => (
            <option key={profile.id} value={String(profile.id)} disabled={!profile.birthday}>
              {fullName(profile)}
              {profile.id === current?.id ? ' (profil actuel)' : ''}
              {profile.birthday ? '' : ' – date de naissance inconnue'}
            </option>
          ))}
          <option value={someoneElse}>Une autre personne</option>
        </select>
      </div>
      {choice === someoneElse && (
        <BirthDateField label="Date de naissance de la personne" onAgeChange={onAgeChange} />
      )}
    </>
  );
}
