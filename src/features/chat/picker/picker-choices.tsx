import { Check } from 'lucide-react';
import { useId } from 'react';
import { capitalizeName } from '@/shared/lib/text';
import { EmptyState } from '@/shared/ui/empty-state';
import { defaultAvatarUrl } from '@/shared/ui/profile-avatar';
import type { Directory } from '../api/schemas';
import {
  activityChosen,
  categoryChosen,
  organisationChosen,
  tileToggled,
  visibleTiles,
  type PickerState,
} from './rules/picker-cascade';

/** The picker's choices (2.7): three cascading dropdowns, then the tiles of that category. */
export function PickerChoices({
  directories,
  excluded,
  state,
  onChange,
}: {
  directories: readonly Directory[];
  /** The profile itself and the current members: never offered. */
  excluded: ReadonlySet<number>;
  state: PickerState;
  onChange: (next: PickerState) => void;
}) {
  const ids = { organisation: useId(), activity: useId(), category: useId() };
  const directory = directories[state.organisation];
  const activity = directory?.membersAndActivity[state.activity];
  const tiles = visibleTiles(directories, state, excluded);
  return (
    <>
      <div className="community-picker__filters">
        <div className="field">
          <label htmlFor={ids.organisation}>Organisation</label>
          <select
            id={ids.organisation}
            value={state.organisation}
            onChange={(event) => onChange(organisationChosen(state, Number(event.target.value)))}
          >
            {directories.map((item, index) => (
              <option key={item.titre} value={index}>
                {item.titre}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.activity}>Activité</label>
          <select
            id={ids.activity}
            value={state.activity}
            onChange={(event) => onChange(activityChosen(state, Number(event.target.value)))}
          >
            {(directory?.membersAndActivity ?? []).map((item, index) => (
              <option key={`${item.title}-${index}`} value={index}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.category}>Catégorie</label>
          <select
            id={ids.category}
            value={state.category}
            onChange={(event) => onChange(categoryChosen(state, Number(event.target.value)))}
          >
            {(activity?.categories ?? []).map((item, index) => (
              <option key={`${item.title}-${index}`} value={index}>
                {item.title}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ul className="community-picker__tiles" aria-label="Personnes à ajouter">
        {tiles.map(({ key, candidate }) => {
          const label = capitalizeName(
            `${candidate.firstname ?? ''} ${candidate.lastname ?? ''}`.trim() ||
              `n° ${candidate.id}`,
          );
          const pressed = state.selected.includes(key);
          return (
            <li key={key}>
              <button
                type="button"
                className="picker-tile"
                aria-pressed={pressed}
                onClick={() => onChange(tileToggled(state, key))}
              >
                <img src={candidate.photo ?? defaultAvatarUrl} alt="" width={48} height={48} />
                <span>{label}</span>
                {pressed && <Check className="picker-tile__check" aria-hidden="true" size={18} />}
              </button>
            </li>
          );
        })}
      </ul>
      {tiles.length === 0 && <EmptyState>Personne à ajouter dans cette catégorie.</EmptyState>}
    </>
  );
}
