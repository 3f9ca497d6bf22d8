import { Check } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { capitalizeName } from '@/shared/lib/text';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';
import { EmptyState } from '@/shared/ui/empty-state';
import { defaultAvatarUrl } from '@/shared/ui/profile-avatar';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { useGetPotentialParticipantsQuery } from '../api/get-potential-participants';
import type { SelectedAddition } from '../api/schemas';
import {
  activityChosen,
  categoryChosen,
  initialPickerState,
  organisationChosen,
  pickerActionDisabled,
  selectedAdditions,
  tileToggled,
  visibleTiles,
} from './rules/picker-cascade';

type Props = {
  profile: CurrentProfile;
  /** Current members: never offered again. */
  excludedIds: readonly number[];
  actionLabel: string;
  /** For a creation: the name that must not be empty. */
  name?: string;
  busy?: boolean;
  onSubmit: (additions: SelectedAddition[]) => void;
  children?: ReactNode;
};

/** The community picker (2.7): three cascading dropdowns and toggling tiles. */
export function CommunityPicker({
  profile,
  excludedIds,
  actionLabel,
  name,
  busy = false,
  onSubmit,
}: Props) {
  const hasDirectory = Boolean(profile.mainResponsability);
  const excluded = new Set([profile.id, ...excludedIds]);
  const directories = useGetPotentialParticipantsQuery(
    { profileId: profile.id, excluded: [...excluded] },
    { skip: !hasDirectory },
  );
  const [state, setState] = useState(initialPickerState);
  const ids = { organisation: useId(), activity: useId(), category: useId() };
  const list = directories.currentData ?? [];
  const directory = list[state.organisation];
  const activity = directory?.membersAndActivity[state.activity];
  const tiles = visibleTiles(list, state, excluded);
  const disabled = pickerActionDisabled(state, name);

  return (
    <div className="community-picker">
      {!hasDirectory && (
        <p className="note">L&apos;annuaire est réservé aux profils ayant une responsabilité.</p>
      )}
      {hasDirectory && (
        <QueryBoundary
          query={directories}
          loadingLabel="Chargement de l'annuaire"
          errorMessage="L'annuaire n'a pas pu être chargé."
        >
          {(loaded) =>
            loaded.length > 0 && (
              <>
                <div className="community-picker__filters">
                  <div className="field">
                    <label htmlFor={ids.organisation}>Organisation</label>
                    <select
                      id={ids.organisation}
                      value={state.organisation}
                      onChange={(event) =>
                        setState(organisationChosen(state, Number(event.target.value)))
                      }
                    >
                      {list.map((item, index) => (
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
                      onChange={(event) =>
                        setState(activityChosen(state, Number(event.target.value)))
                      }
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
                      onChange={(event) =>
                        setState(categoryChosen(state, Number(event.target.value)))
                      }
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
                          onClick={() => setState(tileToggled(state, key))}
                        >
                          <img
                            src={candidate.photo ?? defaultAvatarUrl}
                            alt=""
                            width={48}
                            height={48}
                          />
                          <span>{label}</span>
                          {pressed && (
                            <Check className="picker-tile__check" aria-hidden="true" size={18} />
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
                {tiles.length === 0 && (
                  <EmptyState>Personne à ajouter dans cette catégorie.</EmptyState>
                )}
              </>
            )
          }
        </QueryBoundary>
      )}
      <DialogActions>
        {/* Disabled while nothing is chosen (5.9); busy, still focusable, while it is sent. */}
        <Button
          variant="primary"
          disabled={disabled}
          busy={busy}
          onClick={() => onSubmit(selectedAdditions(state))}
        >
          {actionLabel}
        </Button>
      </DialogActions>
    </div>
  );
}
