import { useState, type ReactNode } from 'react';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { useGetPotentialParticipantsQuery } from '../api/get-potential-participants';
import type { SelectedAddition } from '../api/schemas';
import { PickerChoices } from './picker-choices';
import {
  initialPickerState,
  pickerActionDisabled,
  selectedAdditions,
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
              <PickerChoices
                directories={loaded}
                excluded={excluded}
                state={state}
                onChange={setState}
              />
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
