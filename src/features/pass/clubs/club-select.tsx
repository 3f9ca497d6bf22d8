import { useId } from 'react';
import type { PassClub } from '../api/get-pass-clubs';

/** 'Mon club PASS': a native select of the clubs this build shows. */
export function ClubSelect({
  clubs,
  value,
  onChange,
}: {
  clubs: readonly PassClub[];
  value: number;
  onChange: (clubId: number) => void;
}) {
  const id = useId();
  return (
    <div className="field pass-club-select">
      <label htmlFor={id}>Mon club PASS</label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {clubs.map((club) => (
          <option key={club.clubId} value={club.clubId}>
            {club.clubNom}
          </option>
        ))}
      </select>
    </div>
  );
}
